import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { authCheckpoints, loginThrottles } from '../../db/schema.js';
import { clientAddress } from '../../http/clientAddress.js';
import type { Deps, UserRow } from '../../http/env.js';
import { ApiError, forbidden } from '../../http/errors.js';

/** Failed sign-ins of one e-mail before it is locked. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long a locked e-mail stays locked. */
export const SIGN_IN_LOCK_MINUTES = 15;

const iso = (ms: number) => new Date(ms).toISOString();

/** The caller's browser as its User-Agent says, cut to the column's length. */
const clientBrowser = (c: Context) => (c.req.header('User-Agent') || 'unknown').slice(0, 300);

/**
 * Counts a sign-in attempt before its password is checked, in one statement (R15.5), and
 * refuses it when the e-mail is locked (Laravel's throttle answer: 422 on `email` with the
 * seconds left). The MAX_FAILED_SIGN_INS-th attempt since the last success locks the e-mail
 * for SIGN_IN_LOCK_MINUTES; a success clears the count ({@link recordSignIn}). Counting
 * first means a burst of parallel guesses gets at most MAX_FAILED_SIGN_INS password checks:
 * each one's number is fixed by the database before any hashing, and a locked e-mail costs
 * no hashing at all. A lock that has run out starts a fresh count.
 */
export async function claimSignInAttempt(deps: Deps, email: string): Promise<void> {
  const now = deps.config.now();
  const at = iso(now);
  const lockUntil = iso(now + SIGN_IN_LOCK_MINUTES * 60_000);
  const t = loginThrottles;
  const expired = sql`${t.lockedUntil} <= ${at}::timestamptz`;
  const [row] = await deps.db
    .insert(t)
    .values({ email: email.toLowerCase(), failures: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
        lockedUntil: sql`case when ${expired} then null when ${t.lockedUntil} is null and ${t.failures} + 1 >= ${MAX_FAILED_SIGN_INS} then ${lockUntil}::timestamptz else ${t.lockedUntil} end`,
        updatedAt: at,
      },
    })
    .returning({ attempt: t.failures, lockedUntil: t.lockedUntil });
  if (!row || row.attempt <= MAX_FAILED_SIGN_INS) return;
  const left = row.lockedUntil ? Date.parse(row.lockedUntil) - now : 0;
  const seconds = Math.max(1, Math.ceil(left / 1000));
  const message = `Too many login attempts. Please try again in ${seconds} seconds.`;
  throw new ApiError(
    422,
    message,
    { errors: { email: [message] } },
    { 'Retry-After': String(seconds) },
  );
}

/** Forgets the failed sign-ins of an e-mail (after a success, or an administrator's reset). */
export async function clearThrottle(deps: Pick<Deps, 'db'>, email: string): Promise<number> {
  const gone = await deps.db
    .delete(loginThrottles)
    .where(eq(loginThrottles.email, email.toLowerCase()))
    .returning({ email: loginThrottles.email });
  return gone.length;
}

/**
 * After a correct password: refuses a blocked checkpoint (403), else counts the sign-in on
 * the user's checkpoint for this IP and browser and clears the failed sign-ins.
 */
export async function recordSignIn(deps: Deps, c: Context, user: UserRow): Promise<void> {
  const ip = clientAddress(c, deps.config);
  const browser = clientBrowser(c);
  const [known] = await deps.db
    .select({ status: authCheckpoints.status })
    .from(authCheckpoints)
    .where(
      and(
        eq(authCheckpoints.userId, user.id),
        eq(authCheckpoints.ip, ip),
        eq(authCheckpoints.browser, browser),
      ),
    );
  if (known?.status === 'blocked') {
    throw forbidden('Sign-in from this IP address and browser is blocked by an administrator.');
  }
  const now = iso(deps.config.now());
  await deps.db
    .insert(authCheckpoints)
    .values({ userId: user.id, ip, browser, lastSeenAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [authCheckpoints.userId, authCheckpoints.ip, authCheckpoints.browser],
      set: { signIns: sql`${authCheckpoints.signIns} + 1`, lastSeenAt: now },
    });
  await clearThrottle(deps, user.email);
}
