import { createHash } from 'node:crypto';
import { agents, authKeys, cryptoWallets } from './schema.js';
import type { SeedIds, SeedTx } from './seedAccounts.js';

/** Keys of the seeded quick-login flows (auth/from-legacy, auth/flexpsp, auth/portals). */
export const DEMO_KEYS = {
  legacy: 'legacy-demo-key',
  flexpsp: 'flexpsp-demo-key',
  portal: 'portal-demo-key',
} as const;

/** How long the seeded demo keys stay valid after the data folder's first start. */
const DEMO_KEY_DAYS = 30;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Writes Acme's and Globex's crypto wallets, the quick-login demo keys and the beneficiaries. */
export async function seedReference(tx: SeedTx, ids: SeedIds): Promise<void> {
  const acme = ids.companyIds.get('acme') as number;
  const globex = ids.companyIds.get('globex') as number;
  const mia = ids.userIds.get('manager@acme.test') as number;
  const acc = (key: string) => ids.accountIds.get(key) as number;
  const userIds = ids.userIds;
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
    {
      companyId: globex,
      name: 'Supplier USDT',
      currency: 'USDT',
      network: 'ethereum',
      wallet: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    },
  ]);
  // Demo keys of the quick-login flows (documented in docs/sandbox.md): single use like every
  // key, and they expire, DEMO_KEY_DAYS after the data folder's first start (a restored seed
  // snapshot moves the expiry with the other seeded times, seedHistory.ts).
  const demoKeysExpire = new Date(Date.now() + DEMO_KEY_DAYS * 24 * 3600_000).toISOString();
  await tx.insert(authKeys).values([
    { kind: 'legacy', userId: mia, keyHash: sha256(DEMO_KEYS.legacy), expiresAt: demoKeysExpire },
    {
      kind: 'flexpsp',
      userId: userIds.get('limited@flexpsp.test') as number,
      keyHash: sha256(DEMO_KEYS.flexpsp),
      expiresAt: demoKeysExpire,
    },
    {
      kind: 'portal',
      userId: mia,
      scope: 'free_market',
      keyHash: sha256(DEMO_KEYS.portal),
      expiresAt: demoKeysExpire,
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
}
