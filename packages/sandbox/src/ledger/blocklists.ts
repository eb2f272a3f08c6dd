import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { fieldError } from '../http/errors.js';

/** The fiat-crypto blocklists' setting keys (AC-3-24; the key names in docs/decisions.md). */
const COMPANIES_KEY = 'fiat_crypto_blocklist_companies';
const ADDRESSES_KEY = 'fiat_crypto_blocklist_addresses';

const Entries = z.array(z.union([z.string(), z.number()]));

/**
 * Refuses a fiat-crypto move (a crypto buy) of a blocklisted company (422 on
 * `bank_account_id`) or to a blocklisted wallet address (422 on `wallet_id`), before any
 * code is asked for. Missing or unreadable lists block nothing; addresses compare trimmed
 * and case-insensitively (hex addresses are written in either case).
 */
export async function assertNotBlocklisted(
  db: Pick<Db, 'select'>,
  companyId: number,
  address: string,
): Promise<void> {
  // As text, parsed here: drizzle's jsonb reader parses a stored string a second time.
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(inArray(settings.key, [COMPANIES_KEY, ADDRESSES_KEY]));
  const list = (key: string) => {
    const row = rows.find((r) => r.key === key);
    const parsed = row ? Entries.safeParse(JSON.parse(row.json)) : null;
    return parsed?.success ? parsed.data.map((e) => String(e).trim().toLowerCase()) : [];
  };
  if (list(COMPANIES_KEY).includes(String(companyId)))
    throw fieldError('bank_account_id', 'Your company may not exchange fiat for crypto.');
  if (list(ADDRESSES_KEY).includes(address.trim().toLowerCase()))
    throw fieldError('wallet_id', 'This wallet address is blocked.');
}
