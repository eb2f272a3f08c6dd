import { and, eq, sql } from 'drizzle-orm';
import { otpLocks } from '../db/schema.js';
import type { Deps } from '../http/env.js';
import { ApiError } from '../http/errors.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** 429 with Retry-After in the spec's error shape: the user is locked for this action. */
function locked(deps: Deps, until: string): ApiError {
  const seconds = Math.max(1, Math.ceil((Date.parse(until) - deps.config.now()) / 1000));
  return new ApiError(
    429,
    `Too many wrong codes. Please try again in ${seconds} seconds.`,
    {},
    { 'Retry-After': String(seconds) },
  );
}

/** Refuses (429) while the user is locked for `action`; reads only, for code-less requests. */
export async function assertNotLocked(deps: Deps, userId: number, action: string): Promise<void> {
  const [row] = await deps.db
    .select({ lockedUntil: otpLocks.lockedUntil })
    .from(otpLocks)
    .where(and(eq(otpLocks.userId, userId), eq(otpLocks.action, action)));
  if (row?.lockedUntil && Date.parse(row.lockedUntil) > deps.config.now()) {
    throw locked(deps, row.lockedUntil);
  }
}

/**
 * Counts a code attempt of the user for `action` BEFORE the code is checked, in one
 * statement, so a burst of parallel guesses gets at most `otpLockAfter` checks: the attempt
 * past the limit locks the user for `otpLockMs` and answers 429. A lock that ran out starts
 * a fresh count. {@link clearAttempts} forgets the count after a right code.
 */
export async function countAttempt(deps: Deps, userId: number, action: string): Promise<void> {
  const { otpLockAfter, otpLockMs } = deps.config;
  const now = iso(deps.config.now());
  const lockUntil = iso(deps.config.now() + otpLockMs);
  const expired = sql`(${otpLocks.lockedUntil} is not null and ${otpLocks.lockedUntil} <= ${now}::timestamptz)`;
  const next = sql`case when ${expired} then 1 else ${otpLocks.failures} + 1 end`;
  const [row] = await deps.db
    .insert(otpLocks)
    .values({ userId, action, failures: 1 })
    .onConflictDoUpdate({
      target: [otpLocks.userId, otpLocks.action],
      set: {
        failures: next,
        lockedUntil: sql`case when ${expired} then null when ${next} > ${otpLockAfter} and ${otpLocks.lockedUntil} is null then ${lockUntil}::timestamptz else ${otpLocks.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: otpLocks.lockedUntil });
  if (row?.lockedUntil && Date.parse(row.lockedUntil) > deps.config.now()) {
    throw locked(deps, row.lockedUntil);
  }
}

/** Forgets the user's counted attempts for `action` (after a right code). */
export async function clearAttempts(deps: Deps, userId: number, action: string): Promise<void> {
  await deps.db
    .update(otpLocks)
    .set({ failures: 0, lockedUntil: null })
    .where(and(eq(otpLocks.userId, userId), eq(otpLocks.action, action)));
}
