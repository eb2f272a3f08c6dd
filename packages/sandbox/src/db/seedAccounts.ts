import { AMOUNT_BOUNDS_KEYS, DEFAULT_AMOUNT_BOUNDS } from '../ledger/amountBounds.js';
import { insertTransaction, post, systemAccount } from '../ledger/post.js';
import { toUnits } from '../lib/decimal.js';
import { bankAccounts } from './schema.js';
import type { Db } from './types.js';

/** An open transaction of the seed. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ids the seed steps hand on: companies and accounts by key, users by e-mail. */
export interface SeedIds {
  companyIds: Map<string, number>;
  userIds: Map<string, number>;
  accountIds: Map<string, number>;
}

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
  // Globex has the crypto feature and no portals: its manager withdraws crypto (issue 38).
  {
    key: 'globex-usdt',
    company: 'globex',
    name: 'Globex USDT',
    currency: 'USDT',
    opening: '2500.000000',
  },
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
  {
    key: 'hooli-eur',
    company: 'hooli',
    name: 'Hooli EUR',
    currency: 'EUR',
    selected: true,
    opening: '5000.00',
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
  // Every money move, deposits included, keeps to these (AC-3-24, R15.10).
  { key: AMOUNT_BOUNDS_KEYS.fiat, value: DEFAULT_AMOUNT_BOUNDS.fiat },
  { key: AMOUNT_BOUNDS_KEYS.crypto, value: DEFAULT_AMOUNT_BOUNDS.crypto },
];

/**
 * Writes the system accounts of every currency, then the company accounts, each with its
 * opening balance posted from the outside world (and a pending deposit where seeded).
 */
export async function seedAccounts(
  tx: SeedTx,
  companyIds: Map<string, number>,
): Promise<Map<string, number>> {
  for (const currency of [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES]) {
    for (const kind of ['external', 'fees', 'fx'] as const) await systemAccount(tx, kind, currency);
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
  return accountIds;
}
