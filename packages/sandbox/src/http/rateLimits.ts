import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema.js';
import type { Deps } from './env.js';
import { ApiError } from './errors.js';

/** A limit: at most `limit` requests per bucket within a window of `windowMs`. */
export interface RateRule {
  /** The bucket's prefix: what is counted, and per what. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Every limit of what mails or makes rows without a session (R16.7), counted per account,
 * per address (the caller's IP, http/clientAddress.ts) and per product. The failed sign-ins
 * per address come on top of the per-e-mail lock of routes/admin/signInGuard.ts.
 */
export const RATE_LIMITS = {
  resetPerAccount: { name: 'reset:account', limit: 3, windowMs: 15 * 60_000 },
  resetPerAddress: { name: 'reset:address', limit: 20, windowMs: 15 * 60_000 },
  registrationPerAddress: { name: 'registration:address', limit: 10, windowMs: 60 * 60_000 },
  walletsPerProduct: { name: 'wallet:product', limit: 20, windowMs: 10 * 60_000 },
  walletsPerAddress: { name: 'wallet:address', limit: 30, windowMs: 10 * 60_000 },
  failedSignInsPerAddress: { name: 'sign-in:address', limit: 100, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * The seconds a caller waits when its request is number `hits` of a window ending at
 * `windowEnds`: null while within `limit`, else at least 1.
 */
export function retryAfterSeconds(
  hits: number,
  limit: number,
  windowEnds: string,
  now: number,
): number | null {
  if (hits <= limit) return null;
  return Math.max(1, Math.ceil((Date.parse(windowEnds) - now) / 1000));
}

/** A counted request; `release` takes it back (a sign-in that turned out right). */
export interface RateClaim {
  release(): Promise<void>;
}

/**
 * Counts one request in `rule`'s bucket of `who` BEFORE its work, in one statement (an upsert
 * that starts a fresh window once the last one ended), so a burst of parallel requests gets
 * at most `limit` through, whatever the database (R16.7, like the sign-in lock of R15.5). Past
 * the limit: 429 with Retry-After, the message on `field` when given (the form shows it there).
 */
export async function claimRate(
  deps: Pick<Deps, 'db' | 'config'>,
  rule: RateRule,
  who: string,
  field?: string,
): Promise<RateClaim> {
  const now = deps.config.now();
  const at = new Date(now).toISOString();
  const ends = new Date(now + rule.windowMs).toISOString();
  const bucket = `${rule.name}:${who}`.slice(0, 240);
  const t = rateLimits;
  const ended = sql`${t.windowEnds} <= ${at}::timestamptz`;
  const [row] = await deps.db
    .insert(t)
    .values({ bucket, hits: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: t.bucket,
      set: {
        hits: sql`case when ${ended} then 1 else ${t.hits} + 1 end`,
        windowEnds: sql`case when ${ended} then ${ends}::timestamptz else ${t.windowEnds} end`,
      },
    })
    .returning({ hits: t.hits, windowEnds: t.windowEnds });
  const seconds = row ? retryAfterSeconds(row.hits, rule.limit, row.windowEnds, now) : null;
  if (seconds !== null) {
    const message = `Too many requests. Please try again in ${seconds} seconds.`;
    throw new ApiError(429, message, field ? { errors: { [field]: [message] } } : {}, {
      'Retry-After': String(seconds),
    });
  }
  return {
    async release() {
      if (!row) return;
      await deps.db
        .update(t)
        .set({ hits: sql`greatest(${t.hits} - 1, 0)` })
        .where(and(eq(t.bucket, bucket), eq(t.windowEnds, row.windowEnds)));
    },
  };
}

/** Forgets the buckets whose window ended (housekeeping, on logout like revoked tokens). */
export async function forgetEndedWindows(deps: Pick<Deps, 'db' | 'config'>): Promise<void> {
  await deps.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEnds, new Date(deps.config.now()).toISOString()));
}
