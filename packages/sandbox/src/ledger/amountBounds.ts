import { DecimalString } from '@flexportal/core/contract';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { fieldError } from '../http/errors.js';
import { formatFixed, toUnits } from '../lib/decimal.js';

/** The smallest and largest amount of one money move, as decimal strings. */
export interface AmountBounds {
  min: string;
  max: string;
}

/** The setting keys of the transaction amount boundaries (AC-3-24), by account type. */
export const AMOUNT_BOUNDS_KEYS = {
  fiat: 'fiat_transaction_amount_boundaries',
  crypto: 'crypto_transaction_amount_boundaries',
} as const;

/**
 * Boundaries used while a setting is missing or unreadable: generous for real use, far
 * below what a NUMERIC(36,18) balance holds, so no move can mint an absurd amount (R15.10).
 */
export const DEFAULT_AMOUNT_BOUNDS: Record<'fiat' | 'crypto', AmountBounds> = {
  fiat: { min: '0.01', max: '1000000000' },
  crypto: { min: '0.000000000000000001', max: '1000000' },
};

const BoundsValue = z.object({ min: DecimalString, max: DecimalString });

/** The boundaries a setting's value gives, or the default when it is not `{min, max}`. */
function boundsOf(value: unknown, type: 'fiat' | 'crypto'): AmountBounds {
  const parsed = BoundsValue.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_AMOUNT_BOUNDS[type];
}

/** The message for an amount (in units of 1e-18) outside `bounds`, or null when inside. */
function boundsError(amount: bigint, bounds: AmountBounds, subUnit: number): string | null {
  const min = toUnits(bounds.min);
  const max = toUnits(bounds.max);
  if (amount < min)
    return `The amount must be at least ${formatFixed(min, Math.max(subUnit, decimalsOf(bounds.min)))}.`;
  if (amount > max)
    return `The amount may be at most ${formatFixed(max, Math.max(subUnit, decimalsOf(bounds.max)))}.`;
  return null;
}

const decimalsOf = (v: string) => v.split('.')[1]?.length ?? 0;

/** The setting keys of the enabled currencies (AC-3-24), by account type. */
const ENABLED_CURRENCIES_KEYS = {
  fiat: 'fiat_currencies_enabled',
  crypto: 'crypto_currencies_enabled',
} as const;

/**
 * Refuses (422 on `bank_account_id`) a move from an account whose currency the settings
 * (`value` of the enabled-currencies key) do not enable (AC-3-24). A missing or unreadable
 * setting enables every currency.
 */
function assertCurrencyEnabled(value: unknown, currency: string | undefined): void {
  if (!currency) return;
  const enabled = z.array(z.string()).safeParse(value);
  if (enabled.success && !enabled.data.includes(currency))
    throw fieldError('bank_account_id', `The currency ${currency} is not enabled.`);
}

/** Every setting key {@link assertAmountBounds} reads, of both account types. */
export const AMOUNT_SETTING_KEYS: readonly string[] = [
  ...Object.values(ENABLED_CURRENCIES_KEYS),
  ...Object.values(AMOUNT_BOUNDS_KEYS),
];

/**
 * The values of (some of) {@link AMOUNT_SETTING_KEYS} by key, read with other rows in the
 * same round trip (a transfer's accounts, P8); a key missing here is a missing setting.
 */
export type AmountSettings = Readonly<Record<string, unknown>>;

/**
 * Refuses a move in a currency the settings do not enable (422 on `bank_account_id`), or
 * whose amounts leave the account type's boundaries (422 on `amount`, AC-3-24). Called by
 * every money move's gate before the code is asked for, deposits included, so nothing
 * outside them settles (R15.10).
 */
export async function assertAmountBounds(
  db: Pick<Db, 'select'>,
  account: { currencyType: string; subUnit: number; currency?: string },
  amounts: readonly bigint[],
  /** The settings when the caller already read them (all {@link AMOUNT_SETTING_KEYS}). */
  read?: AmountSettings,
): Promise<void> {
  const type = account.currencyType === 'crypto' ? 'crypto' : 'fiat';
  let value: (key: string) => unknown;
  if (read) {
    value = (key) => (Object.hasOwn(read, key) ? read[key] : undefined);
  } else {
    // Both settings in one round trip (every money move's hot path, P8).
    const rows = await db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [ENABLED_CURRENCIES_KEYS[type], AMOUNT_BOUNDS_KEYS[type]]));
    value = (key) => rows.find((r) => r.key === key)?.value;
  }
  assertCurrencyEnabled(value(ENABLED_CURRENCIES_KEYS[type]), account.currency);
  const bounds = boundsOf(value(AMOUNT_BOUNDS_KEYS[type]), type);
  for (const amount of amounts) {
    const message = boundsError(amount, bounds, account.subUnit);
    if (message) throw fieldError('amount', message);
  }
}
