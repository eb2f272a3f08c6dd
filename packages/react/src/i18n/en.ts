import type { AreaMessageKey } from './areas/areaKeys.js';
/**
 * The English catalogue: every user-facing string of the widgets. Texts the spec quotes are
 * copied exactly (spelling included). Other locales fall back to these (PP-1-10: only
 * English carries product labels).
 */
export const en = {
  'rate.loading': 'Loading rate…',
  'rate.unavailable': 'Rate unavailable',
  'otp.title': 'Two-factor authentication',
  'otp.instructions': 'Enter the 6-digit code from your authenticator app.',
  'otp.digit': 'Digit {n} of 6',
  'otp.instructionsEmail':
    'We have sent a 6-digit code to your e-mail. Look in your inbox and enter it here.',
  'otp.approves': 'You are approving',
  'login.title': 'Log in',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'nav.logout': 'Logout',
  'alert.error': 'Error',
  'alert.warning': 'Warning',
  'dialog.close': 'Close',
  'dialog.cancel': 'Cancel',
  'common.loading': 'Loading…',
  'common.choose': 'Choose…',
  'field.amountUnreadable': 'Write it like 1,234.56.',
  'duplicate.title': 'Possible duplicate',
  'duplicate.text':
    'A payment with the same account, amount and payee was sent a moment ago. Send this one as well?',
  'duplicate.confirm': 'Send anyway',
  'withdrawal.title': 'Withdrawal',
  'withdrawal.fromAccount': 'From account',
  'withdrawal.accountOption': '{name}: {available} {currency} available',
  'withdrawal.amount': 'Amount',
  'withdrawal.beneficiary': 'Saved beneficiary',
  'withdrawal.beneficiaryNone': 'New payee',
  'withdrawal.service': 'Transfer service',
  'withdrawal.legalType': 'Payee type',
  'withdrawal.legalCompany': 'Company',
  'withdrawal.legalIndividual': 'Individual',
  'withdrawal.payee': 'Payee',
  'withdrawal.iban': 'IBAN',
  'withdrawal.account': 'Account number',
  'withdrawal.sortCode': 'Sort code',
  'withdrawal.companyName': 'Company name',
  'withdrawal.firstName': 'First name',
  'withdrawal.lastName': 'Last name',
  'withdrawal.country': 'Country',
  'withdrawal.city': 'City',
  'withdrawal.street': 'Street',
  'withdrawal.buildingNumber': 'Building number',
  'withdrawal.buildingName': 'Building name',
  'withdrawal.postCode': 'Post code',
  'withdrawal.bank': 'Payee bank',
  'withdrawal.bankSwift': 'SWIFT / BIC',
  'withdrawal.bankName': 'Bank name',
  'withdrawal.bankAddress': 'Bank address',
  'withdrawal.bankCity': 'Bank city',
  'withdrawal.bankCountry': 'Bank country',
  'withdrawal.hasIntermediary': 'Send through an intermediary bank',
  'withdrawal.intermediary': 'Intermediary bank',
  'withdrawal.sector': 'Sector',
  'withdrawal.industry': 'Industry',
  'withdrawal.purpose': 'Payment purpose',
  'withdrawal.bcbCode': 'BCB purpose code',
  'withdrawal.reference': 'Reference message',
  'withdrawal.locked':
    'These details come from the portal service: only the reference message can be changed.',
  'withdrawal.noAccounts': 'There is no fiat account to send from.',
  'withdrawal.submit': 'Send withdrawal',
  'withdrawal.created': 'Withdrawal {name} created ({status}).',
  'withdrawal.view': 'View transaction',
  'total.title': 'Fees and total',
  'total.amount': 'Amount',
  'total.fee': 'Fee',
  'total.exchangeFee': 'Exchange fee',
  'total.total': 'Total',
  'total.available': 'Available balance',
  'total.nextAvailable': 'Available after this payment',
  'total.notEnough': 'The available balance does not cover this payment.',
  'total.calculating': 'Calculating…',
  'total.empty': 'Choose an account, an amount and a payee to see the fees.',
  // Core's quoted texts (ERROR_TEXT, SESSION_TEXT), the spec's exact English.
  'error.serverError': 'Server Error, please try again later',
  'error.serverErrorButton': 'Ok, got it!',
  'error.maintenance': 'Maintenance mode',
  'error.remotePortal': 'Remote portal is unavailable. Please try again later',
  'error.unauthorized': 'Unauthorized',
  'error.unexpected': 'Unexpected error occurred. Please try again later',
  'error.unknown': 'Unknown error',
  'error.codeAccepted': 'Code accepted. Verification process...',
  'error.codeNoAnswer': 'The server did not answer in time. Enter the code again to retry.',
  'error.formAlreadySubmitted': 'Form already submitted',
  'session.warning': 'Your Session is About to Expire',
  'session.stay': 'Stay Logged In',
} as const;

/** A key of the shared catalogue (every screen ships it). */
export type CoreMessageKey = keyof typeof en;
/**
 * A message key: the shared catalogue's, or an area's (lists, accounts, ...). Area texts
 * ship only with the screens that pass their area to `useT(area)`.
 */
export type MessageKey = CoreMessageKey | AreaMessageKey;
/** A catalogue of the shared texts: every key, translated or not. */
export type Catalogue = Readonly<Record<CoreMessageKey, string>>;
