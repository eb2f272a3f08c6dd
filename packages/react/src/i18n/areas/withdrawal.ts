import { type Area, defineArea } from './areaTexts.js';

// `withdrawal.*`: the withdrawal form (its payee labels are also the transaction details').
// `total.*`: its fees-and-total panel.
const en = {
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
  'withdrawal.fieldErrors.amount':
    "Check the amount: the account's balance may not cover it, or it is not a valid amount.",
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
} as const;

/**
 * Texts of the withdrawal area: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const withdrawalTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./withdrawal/de.js').then((m) => m.de),
  es: () => import('./withdrawal/es.js').then((m) => m.es),
  fr: () => import('./withdrawal/fr.js').then((m) => m.fr),
  ja: () => import('./withdrawal/ja.js').then((m) => m.ja),
});
