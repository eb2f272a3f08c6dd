import { hashPassword } from '../lib/password.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demoLogins.js';
import { companies, users } from './schema.js';
import type { SeedIds, SeedTx } from './seedAccounts.js';

type CompanySeed = typeof companies.$inferInsert & { key: string };
const COMPANIES: CompanySeed[] = [
  {
    key: 'acme',
    name: 'Acme Ltd',
    features: ['affiliation', 'crypto', 'portals', 'create_accounts'],
    companyTypes: ['REGULAR'],
    // Signed up to the first portal service, so its sign-in works from the first visit.
    portalServices: ['free_market'],
    zohoId: 'ZC-1001',
  },
  { key: 'solo', name: 'Solo Trader', legalType: 'individual', features: ['create_accounts'] },
  // CRM (Zoho) record ids: the CRM host's company profile finds a company by them.
  { key: 'globex', name: 'Globex Corporation', features: ['crypto'], zohoId: 'ZC-1003' },
  { key: 'initech', name: 'Initech', enabled: false },
  { key: 'umbrella', name: 'Umbrella Corp', zohoId: 'ZC-1005' },
  {
    key: 'flexpsp',
    name: 'FlexPSP Merchant',
    features: ['psp_portal'],
    companyTypes: ['LIMITED_FEATURES_FLEXPSP'],
    pspPortalAttached: true,
  },
  // Acme's affiliate (sub-account) and white-labeled child (issue 24); linked in seedCompany.ts.
  { key: 'hooli', name: 'Hooli Ltd' },
  { key: 'wayne', name: 'Wayne Enterprises' },
];

const USERS: Array<{
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  company: string | null;
  totp?: boolean;
  compliance?: boolean;
}> = [
  {
    email: 'admin@flexportal.test',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'super-admin',
    company: null,
  },
  {
    email: 'ops@flexportal.test',
    firstName: 'Otto',
    lastName: 'Ops',
    role: 'admin',
    company: null,
  },
  {
    email: 'manager@acme.test',
    firstName: 'Mia',
    lastName: 'Manager',
    role: 'manager',
    company: 'acme',
    totp: true,
  },
  {
    email: 'reader@acme.test',
    firstName: 'Rick',
    lastName: 'Reader',
    role: 'manager-reader',
    company: 'acme',
  },
  {
    email: 'solo@individual.test',
    firstName: 'Sol',
    lastName: 'Solo',
    role: 'manager',
    company: 'solo',
  },
  {
    email: 'manager@globex.test',
    firstName: 'Gus',
    lastName: 'Globex',
    role: 'manager',
    company: 'globex',
    totp: true,
  },
  {
    email: 'pending@initech.test',
    firstName: 'Pen',
    lastName: 'Ding',
    role: 'manager',
    company: 'initech',
  },
  {
    email: 'kyc@umbrella.test',
    firstName: 'Kim',
    lastName: 'Compliance',
    role: 'manager',
    company: 'umbrella',
    compliance: true,
  },
  {
    email: 'limited@flexpsp.test',
    firstName: 'Lim',
    lastName: 'Ited',
    role: 'manager',
    company: 'flexpsp',
  },
  {
    email: 'manager@hooli.test',
    firstName: 'Hal',
    lastName: 'Hooli',
    role: 'manager',
    company: 'hooli',
    totp: true,
  },
  // Two more signers of Acme: a user has one fresh authenticator code per 30 s, and a
  // treasurer's day (and a parallel test run) signs more moves than that.
  {
    email: 'treasurer@acme.test',
    firstName: 'Tara',
    lastName: 'Treasurer',
    role: 'manager',
    company: 'acme',
    totp: true,
  },
  {
    email: 'payments@acme.test',
    firstName: 'Paul',
    lastName: 'Payments',
    role: 'manager',
    company: 'acme',
    totp: true,
  },
  // The PSP portal's pages need two-factor (AC-2manager-06 on top of the manager area).
  {
    email: 'merchant@flexpsp.test',
    firstName: 'Mer',
    lastName: 'Chant',
    role: 'manager',
    company: 'flexpsp',
    totp: true,
  },
];

/** Writes the demo companies and their users; returns their ids by key and e-mail. */
export async function seedUsers(tx: SeedTx): Promise<Pick<SeedIds, 'companyIds' | 'userIds'>> {
  const companyIds = new Map<string, number>();
  for (const { key, ...values } of COMPANIES) {
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
    companyIds.set(key, (row as { id: number }).id);
  }
  const userIds = new Map<string, number>();
  for (const u of USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: u.role,
        companyId: u.company ? (companyIds.get(u.company) ?? null) : null,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        totpSecret: u.totp ? DEMO_TOTP_SECRET : null,
        complianceRequired: u.compliance ?? false,
        emailVerifiedAt: new Date().toISOString(),
      })
      .returning({ id: users.id });
    userIds.set(u.email, (row as { id: number }).id);
  }
  return { companyIds, userIds };
}
