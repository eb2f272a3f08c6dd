import { createHash } from 'node:crypto';
import { insertTransaction, post, systemAccount } from '../ledger/post.js';
import { toUnits } from '../lib/decimal.js';
import { hashPassword } from '../lib/password.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demoLogins.js';
import {
  agents,
  authKeys,
  bankAccounts,
  companies,
  cryptoWallets,
  rates,
  settings,
  users,
} from './schema.js';
import { seedAnnouncements, seedDepositHistory, seedStatusChange } from './seedHistory.js';
import type { Db } from './types.js';

/** Keys of the seeded quick-login flows (auth/from-legacy, auth/flexpsp, auth/portals). */
export const DEMO_KEYS = {
  legacy: 'legacy-demo-key',
  flexpsp: 'flexpsp-demo-key',
  portal: 'portal-demo-key',
} as const;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Bumped whenever the seed changes, so cached snapshots are rebuilt. */
export const SEED_VERSION = 6;

/** Seeded mid-market rates; the inverse of a pair is derived, not stored. */
export const SEED_RATES: ReadonlyArray<{ sell: string; buy: string; rate: string }> = [
  { sell: 'EUR', buy: 'USD', rate: '1.0842' },
  { sell: 'EUR', buy: 'GBP', rate: '0.8571' },
  { sell: 'GBP', buy: 'USD', rate: '1.2650' },
  { sell: 'BTC', buy: 'EUR', rate: '61250.35' },
  { sell: 'BTC', buy: 'USD', rate: '66410.12' },
  { sell: 'ETH', buy: 'EUR', rate: '3120.5' },
  { sell: 'ETH', buy: 'USD', rate: '3383.3' },
  { sell: 'USDT', buy: 'USD', rate: '1.0003' },
  { sell: 'USDT', buy: 'EUR', rate: '0.9226' },
  { sell: 'TRX', buy: 'USD', rate: '0.1243' },
];

/** Currencies the sandbox knows (a system account exists for each). */
export const FIAT_CURRENCIES = ['EUR', 'GBP', 'USD'] as const;
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'TRX'] as const;
/** Decimal places per currency (sub_unit). */
export const SUB_UNITS: Record<string, number> = {
  EUR: 2,
  GBP: 2,
  USD: 2,
  BTC: 8,
  ETH: 8,
  USDT: 6,
  TRX: 6,
};

type CompanySeed = typeof companies.$inferInsert & { key: string };
const COMPANIES: CompanySeed[] = [
  {
    key: 'acme',
    name: 'Acme Ltd',
    features: ['affiliation', 'crypto', 'portals', 'create_accounts'],
    companyTypes: ['REGULAR'],
  },
  { key: 'solo', name: 'Solo Trader', legalType: 'individual', features: ['create_accounts'] },
  { key: 'globex', name: 'Globex Corporation', features: ['crypto'] },
  { key: 'initech', name: 'Initech', enabled: false },
  { key: 'umbrella', name: 'Umbrella Corp' },
  {
    key: 'flexpsp',
    name: 'FlexPSP Merchant',
    features: ['psp_portal'],
    companyTypes: ['LIMITED_FEATURES_FLEXPSP'],
    pspPortalAttached: true,
  },
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
];

type AccountSeed = {
  key: string;
  company: string;
  name: string;
  currency: string;
  iban?: string;
  paymentService?: string;
  selected?: boolean;
  opening: string;
  pending?: string;
};
const ACCOUNTS: AccountSeed[] = [
  {
    key: 'acme-eur',
    company: 'acme',
    name: 'Acme EUR main',
    currency: 'EUR',
    iban: 'DE89370400440532013000',
    selected: true,
    opening: '25000.00',
    pending: '250.00',
  },
  {
    key: 'acme-eur-fm',
    company: 'acme',
    name: 'Acme EUR free market',
    currency: 'EUR',
    iban: 'LT121000011101001000',
    paymentService: 'free_market',
    opening: '4000.00',
  },
  {
    key: 'acme-gbp',
    company: 'acme',
    name: 'Acme GBP',
    currency: 'GBP',
    iban: 'GB29NWBK60161331926819',
    opening: '12000.00',
  },
  {
    key: 'acme-usd',
    company: 'acme',
    name: 'Acme USD (no IBAN)',
    currency: 'USD',
    opening: '8000.00',
  },
  {
    key: 'acme-usd-bcb',
    company: 'acme',
    name: 'Acme USD BCB',
    currency: 'USD',
    paymentService: 'bcb',
    opening: '3000.00',
  },
  { key: 'acme-btc', company: 'acme', name: 'Acme BTC', currency: 'BTC', opening: '1.25000000' },
  { key: 'acme-eth', company: 'acme', name: 'Acme ETH', currency: 'ETH', opening: '10.50000000' },
  {
    key: 'acme-usdt',
    company: 'acme',
    name: 'Acme USDT',
    currency: 'USDT',
    opening: '5000.000000',
  },
  { key: 'acme-trx', company: 'acme', name: 'Acme TRX', currency: 'TRX', opening: '20000.000000' },
  {
    key: 'solo-eur',
    company: 'solo',
    name: 'Solo EUR',
    currency: 'EUR',
    iban: 'FR1420041010050500013M02606',
    selected: true,
    opening: '1500.00',
  },
  {
    key: 'globex-eur',
    company: 'globex',
    name: 'Globex EUR',
    currency: 'EUR',
    iban: 'NL91ABNA0417164300',
    selected: true,
    opening: '5000.00',
  },
  { key: 'globex-usd', company: 'globex', name: 'Globex USD', currency: 'USD', opening: '3000.00' },
  {
    key: 'initech-eur',
    company: 'initech',
    name: 'Initech EUR',
    currency: 'EUR',
    selected: true,
    opening: '0',
  },
  {
    key: 'umbrella-eur',
    company: 'umbrella',
    name: 'Umbrella EUR',
    currency: 'EUR',
    iban: 'BE68539007547034',
    selected: true,
    opening: '1000.00',
  },
  {
    key: 'flexpsp-eur',
    company: 'flexpsp',
    name: 'FlexPSP EUR',
    currency: 'EUR',
    selected: true,
    opening: '2000.00',
  },
];

/**
 * Seeded portal settings (AC-3 names the keys in words, not their spelling or values;
 * these are the sandbox's). Administrators read and upsert them at `a/settings`.
 */
export const SEED_SETTINGS: ReadonlyArray<{ key: string; value: unknown }> = [
  { key: 'crypto_currencies_enabled', value: [...CRYPTO_CURRENCIES] },
  { key: 'fiat_currencies_enabled', value: [...FIAT_CURRENCIES] },
  { key: 'support_email', value: 'support@flexportal.test' },
];

/** Writes the demo data into an empty, migrated database. */
export async function seed(db: Db): Promise<void> {
  await db.insert(rates).values([...SEED_RATES]);
  await db.insert(settings).values([...SEED_SETTINGS]);
  await db.transaction(async (tx) => {
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
    for (const currency of [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES]) {
      for (const kind of ['external', 'fees', 'fx'] as const)
        await systemAccount(tx, kind, currency);
    }
    const accountIds = new Map<string, number>();
    for (const a of ACCOUNTS) {
      const crypto = (CRYPTO_CURRENCIES as readonly string[]).includes(a.currency);
      const [row] = await tx
        .insert(bankAccounts)
        .values({
          companyId: companyIds.get(a.company) ?? null,
          name: a.name,
          currency: a.currency,
          currencyType: crypto ? 'crypto' : 'fiat',
          subUnit: SUB_UNITS[a.currency] ?? 2,
          iban: a.iban ?? null,
          paymentService: a.paymentService ?? null,
          selected: a.selected ?? false,
          pending: a.pending ?? '0',
          protocolsDisabled: a.currency === 'TRX' ? ['CRYPTO_EXCHANGE'] : [],
        })
        .returning({ id: bankAccounts.id });
      const id = (row as { id: number }).id;
      accountIds.set(a.key, id);
      const companyId = companyIds.get(a.company) as number;
      // Opening balance: a settled deposit from the outside world, posted to the ledger.
      if (toUnits(a.opening) > 0n) {
        const txId = await insertTransaction(tx, {
          companyId,
          type: crypto ? 'receive_crypto' : 'deposit',
          status: 'settled',
          toAccountId: id,
          currency: a.currency,
          amount: a.opening,
          protocol: crypto ? 'CRYPTO' : 'SEPA',
          customer: { name: 'Opening balance' },
        });
        const external = await systemAccount(tx, 'external', a.currency);
        const units = toUnits(a.opening);
        await post(tx, txId, [
          { accountId: external, currency: a.currency, units: -units },
          { accountId: id, currency: a.currency, units },
        ]);
      }
      if (a.pending) {
        await insertTransaction(tx, {
          companyId,
          type: 'deposit',
          status: 'progress',
          toAccountId: id,
          currency: a.currency,
          amount: a.pending,
          protocol: 'SEPA',
          customer: { name: 'Incoming SEPA (pending)' },
        });
      }
    }
    const acme = companyIds.get('acme') as number;
    const mia = userIds.get('manager@acme.test') as number;
    // Settled deposit history for paging and charts, then announcements (seedHistory.ts).
    await seedDepositHistory(tx, acme);
    await seedAnnouncements(tx);
    const acc = (key: string) => accountIds.get(key) as number;
    const sys = (kind: 'external' | 'fees' | 'fx', currency: string) =>
      systemAccount(tx, kind, currency);

    // A settled internal transfer.
    let id = await insertTransaction(tx, {
      companyId: acme,
      userId: mia,
      type: 'transfer',
      status: 'settled',
      bankAccountId: acc('acme-eur'),
      toAccountId: acc('acme-eur-fm'),
      currency: 'EUR',
      amount: '500.00',
      protocol: 'INTERNAL',
    });
    await post(tx, id, [
      { accountId: acc('acme-eur'), currency: 'EUR', units: -toUnits('500') },
      { accountId: acc('acme-eur-fm'), currency: 'EUR', units: toUnits('500') },
    ]);
    // A settled exchange EUR -> USD at 1.0842, 0.5 % fee.
    id = await insertTransaction(tx, {
      companyId: acme,
      userId: mia,
      type: 'exchange',
      status: 'settled',
      bankAccountId: acc('acme-eur'),
      toAccountId: acc('acme-usd'),
      currency: 'EUR',
      amount: '1000.00',
      exchangeFee: '5.00',
      toCurrency: 'USD',
      toAmount: '1084.20',
      rate: '1.0842',
      protocol: 'INTERNAL',
    });
    await post(tx, id, [
      { accountId: acc('acme-eur'), currency: 'EUR', units: -toUnits('1005') },
      { accountId: await sys('fx', 'EUR'), currency: 'EUR', units: toUnits('1000') },
      { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: toUnits('5') },
      { accountId: await sys('fx', 'USD'), currency: 'USD', units: -toUnits('1084.2') },
      { accountId: acc('acme-usd'), currency: 'USD', units: toUnits('1084.2') },
    ]);
    // Withdrawals in every mode: progress (sent), api (awaiting admin action), denied
    // (debited then returned), settled.
    const beneficiary = {
      customer_name: 'Wayne Enterprises',
      customer_iban: 'DE44500105175407324931',
      bank_swift: 'INGDDEFFXXX',
      bank_name: 'ING',
      customer_country: 'DE',
    };
    for (const [status, amount] of [
      ['progress', '250.00'],
      ['api', '120.00'],
      ['denied', '75.00'],
      ['settled', '300.00'],
    ] as const) {
      // Created in progress; the other modes are a status change (with a history line).
      id = await insertTransaction(tx, {
        companyId: acme,
        userId: mia,
        type: 'withdrawal',
        status: 'progress',
        bankAccountId: acc('acme-eur'),
        currency: 'EUR',
        amount,
        fee: '1.00',
        protocol: 'SEPA',
        customer: beneficiary,
      });
      const total = toUnits(amount) + toUnits('1');
      await post(tx, id, [
        { accountId: acc('acme-eur'), currency: 'EUR', units: -total },
        { accountId: await sys('external', 'EUR'), currency: 'EUR', units: toUnits(amount) },
        { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: toUnits('1') },
      ]);
      if (status !== 'progress') await seedStatusChange(tx, id, status, mia);
      if (status === 'denied') {
        await post(tx, id, [
          { accountId: acc('acme-eur'), currency: 'EUR', units: total },
          { accountId: await sys('external', 'EUR'), currency: 'EUR', units: -toUnits(amount) },
          { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: -toUnits('1') },
        ]);
      }
    }
    // A crypto withdrawal in progress.
    id = await insertTransaction(tx, {
      companyId: acme,
      userId: mia,
      type: 'withdraw_crypto',
      status: 'progress',
      bankAccountId: acc('acme-btc'),
      currency: 'BTC',
      amount: '0.01000000',
      protocol: 'CRYPTO',
      customer: { wallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', network: 'bitcoin' },
    });
    await post(tx, id, [
      { accountId: acc('acme-btc'), currency: 'BTC', units: -toUnits('0.01') },
      { accountId: await sys('external', 'BTC'), currency: 'BTC', units: toUnits('0.01') },
    ]);
    // Globex: one transfer, so scoping tests have foreign rows to try.
    const globex = companyIds.get('globex') as number;
    id = await insertTransaction(tx, {
      companyId: globex,
      userId: userIds.get('manager@globex.test') ?? null,
      type: 'withdrawal',
      status: 'settled',
      bankAccountId: acc('globex-eur'),
      currency: 'EUR',
      amount: '100.00',
      fee: '1.00',
      protocol: 'SEPA',
      customer: beneficiary,
    });
    await post(tx, id, [
      { accountId: acc('globex-eur'), currency: 'EUR', units: -toUnits('101') },
      { accountId: await sys('external', 'EUR'), currency: 'EUR', units: toUnits('100') },
      { accountId: await sys('fees', 'EUR'), currency: 'EUR', units: toUnits('1') },
    ]);

    await tx.insert(cryptoWallets).values([
      {
        companyId: acme,
        name: 'Cold storage',
        currency: 'BTC',
        network: 'bitcoin',
        wallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      },
      {
        companyId: acme,
        name: 'Treasury ETH',
        currency: 'ETH',
        network: 'ethereum',
        wallet: '0x52908400098527886E0F7030069857D2E4169EE7',
      },
    ]);
    // Demo keys of the quick-login flows (documented in docs/sandbox.md).
    const farFuture = '2099-01-01T00:00:00.000Z';
    await tx.insert(authKeys).values([
      { kind: 'legacy', userId: mia, keyHash: sha256(DEMO_KEYS.legacy), expiresAt: farFuture },
      {
        kind: 'flexpsp',
        userId: userIds.get('limited@flexpsp.test') as number,
        keyHash: sha256(DEMO_KEYS.flexpsp),
        expiresAt: farFuture,
      },
      {
        kind: 'portal',
        userId: mia,
        scope: 'free_market',
        keyHash: sha256(DEMO_KEYS.portal),
        expiresAt: farFuture,
      },
    ]);
    await tx.insert(agents).values([
      {
        companyId: acme,
        bankAccountId: acc('acme-eur'),
        legalType: 'company',
        fields: {
          iban: 'DE44500105175407324931',
          company_name: 'Wayne Enterprises',
          country: 'DE',
          city: 'Frankfurt',
          bank_swift: 'INGDDEFFXXX',
          bank_name: 'ING',
        },
      },
      {
        companyId: acme,
        bankAccountId: acc('acme-gbp'),
        legalType: 'individual',
        fields: {
          first_name: 'Jane',
          last_name: 'Doe',
          sort_code: '601613',
          bank_account: '31926819',
          country: 'GB',
          city: 'London',
          bank_name: 'NatWest',
        },
      },
      {
        companyId: acme,
        bankAccountId: acc('acme-usd'),
        legalType: 'company',
        fields: {
          company_name: 'Stark Industries',
          bank_account: '000123456789',
          bank_swift: 'CHASUS33XXX',
          bank_name: 'JPMorgan Chase',
          country: 'US',
          city: 'New York',
        },
      },
      {
        companyId: globex,
        bankAccountId: acc('globex-eur'),
        legalType: 'company',
        fields: { iban: 'FR7630006000011234567890189', company_name: 'Hooli SAS', country: 'FR' },
      },
    ]);
  });
}
