import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { authCheckpoints, loginThrottles } from '../../db/schema.js';
import type { Deps, UserRow } from '../../http/env.js';
import { ApiError, forbidden } from '../../http/errors.js';

/** Failed sign-ins of one e-mail before it is locked. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long a locked e-mail stays locked. */
export const SIGN_IN_LOCK_MINUTES = 15;

const iso = (ms: number) => new Date(ms).toISOString();

/** The caller's IP: the proxy's X-Forwarded-For first, else the socket's, else `unknown`. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  return (forwarded || c.req.header('X-Real-IP') || socket || 'unknown').slice(0, 64);
}

/** The caller's browser as its User-Agent says, cut to the column's length. */
export const clientBrowser = (c: Context) =>
  (c.req.header('User-Agent') || 'unknown').slice(0, 300);

/**
 * Refuses a sign-in while the e-mail is locked (Laravel's throttle answer: 422 on `email`
 * with the seconds left). Called before the password is checked, so a locked e-mail costs
 * no hashing.
 */
export async function assertNotThrottled(deps: Deps, email: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(loginThrottles)
    .where(eq(loginThrottles.email, email.toLowerCase()));
  const left = row?.lockedUntil ? Date.parse(row.lockedUntil) - deps.config.now() : 0;
  if (left > 0) {
    const seconds = Math.ceil(left / 1000);
    const message = `Too many login attempts. Please try again in ${seconds} seconds.`;
    throw new ApiError(
      422,
      message,
      { errors: { email: [message] } },
      {
        'Retry-After': String(seconds),
      },
    );
  }
}

/**
 * Counts a failed sign-in; the MAX_FAILED_SIGN_INS-th locks the e-mail for
 * SIGN_IN_LOCK_MINUTES and starts a fresh count for after the lock.
 */
export async function recordFailedSignIn(deps: Deps, email: string): Promise<void> {
  const now = deps.config.now();
  const lockUntil = iso(now + SIGN_IN_LOCK_MINUTES * 60_000);
  // One statement: concurrent failures cannot both read the same count.
  await deps.db
    .insert(loginThrottles)
    .values({ email: email.toLowerCase(), failures: 1, updatedAt: iso(now) })
    .onConflictDoUpdate({
      target: loginThrottles.email,
      set: {
        failures: sql`case when ${loginThrottles.failures} + 1 >= ${MAX_FAILED_SIGN_INS} then 0 else ${loginThrottles.failures} + 1 end`,
        lockedUntil: sql`case when ${loginThrottles.failures} + 1 >= ${MAX_FAILED_SIGN_INS} then ${lockUntil}::timestamptz else ${loginThrottles.lockedUntil} end`,
        updatedAt: iso(now),
      },
    });
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
  const ip = clientIp(c);
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
