/** Password of every demo login. */
export const DEMO_PASSWORD = 'Sandbox#2026';

/** Secret of the demo Google authenticator (base32), for managers with two-factor. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The demo logins' e-mails by short name (tests name a login this way). */
export const DEMO_EMAILS = {
  admin: 'admin@flexportal.test',
  ops: 'ops@flexportal.test',
  acme: 'manager@acme.test',
  reader: 'reader@acme.test',
  solo: 'solo@individual.test',
  globex: 'manager@globex.test',
  pending: 'pending@initech.test',
  kyc: 'kyc@umbrella.test',
  limited: 'limited@flexpsp.test',
  affiliate: 'manager@hooli.test',
  treasurer: 'treasurer@acme.test',
  payments: 'payments@acme.test',
  merchant: 'merchant@flexpsp.test',
} as const;

/** The demo logins the sandbox seeds and `npm start` prints. */
export const DEMO_LOGINS: ReadonlyArray<{ email: string; description: string }> = [
  { email: DEMO_EMAILS.admin, description: 'super-admin' },
  { email: DEMO_EMAILS.ops, description: 'admin' },
  {
    email: DEMO_EMAILS.acme,
    description: `manager, Acme Ltd (two-factor secret ${DEMO_TOTP_SECRET})`,
  },
  { email: DEMO_EMAILS.reader, description: 'manager-reader, Acme Ltd' },
  { email: DEMO_EMAILS.solo, description: 'manager, individual, no two-factor' },
  {
    email: DEMO_EMAILS.globex,
    description: 'manager, Globex (two-factor, same secret; withdraws crypto)',
  },
  { email: DEMO_EMAILS.pending, description: 'company not enabled' },
  { email: DEMO_EMAILS.kyc, description: 'compliance tracking required' },
  { email: DEMO_EMAILS.limited, description: 'LIMITED_FEATURES_FLEXPSP company' },
  {
    email: DEMO_EMAILS.affiliate,
    description: 'manager, Hooli Ltd, affiliate of Acme (two-factor)',
  },
  { email: DEMO_EMAILS.treasurer, description: 'manager, Acme Ltd (two-factor, same secret)' },
  { email: DEMO_EMAILS.payments, description: 'manager, Acme Ltd (two-factor, same secret)' },
  {
    email: DEMO_EMAILS.merchant,
    description: 'manager, FlexPSP Merchant, PSP portal (two-factor, same secret)',
  },
];
