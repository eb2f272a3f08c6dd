import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { otpChallenges, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { totp } from '../lib/totp.js';

/**
 * The code a demo user would type now: the authenticator's current TOTP, or the newest
 * unused e-mailed code. Backs `flexportal-sandbox otp <email>` and `GET /sandbox/otp`.
 */
export async function currentOtp(
  db: Pick<Db, 'select'>,
  email: string,
  now = Date.now(),
): Promise<{ email: string; method: 'google' | 'email'; code: string | null } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, secret: users.totpSecret })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) return null;
  if (user.secret) return { email: user.email, method: 'google', code: totp(user.secret, now) };
  const [open] = await db
    .select({ code: otpChallenges.emailCode })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.expiresAt, new Date(now).toISOString()),
      ),
    )
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return { email: user.email, method: 'email', code: open?.code ?? null };
}
