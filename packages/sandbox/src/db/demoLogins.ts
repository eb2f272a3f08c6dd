/** Password of every demo login. */
export const DEMO_PASSWORD = 'Sandbox#2026';

/** Secret of the demo Google authenticator (base32), for managers with two-factor. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The demo logins the sandbox seeds and `npm start` prints. */
export const DEMO_LOGINS: ReadonlyArray<{ email: string; description: string }> = [
  { email: 'admin@flexportal.test', description: 'super-admin' },
  { email: 'ops@flexportal.test', description: 'admin' },
  {
    email: 'manager@acme.test',
    description: `manager, Acme Ltd (two-factor secret ${DEMO_TOTP_SECRET})`,
  },
  { email: 'reader@acme.test', description: 'manager-reader, Acme Ltd' },
  { email: 'solo@individual.test', description: 'manager, individual, no two-factor' },
  { email: 'manager@globex.test', description: 'manager, Globex (two-factor, same secret)' },
  { email: 'pending@initech.test', description: 'company not enabled' },
  { email: 'kyc@umbrella.test', description: 'compliance tracking required' },
  { email: 'limited@flexpsp.test', description: 'LIMITED_FEATURES_FLEXPSP company' },
];
