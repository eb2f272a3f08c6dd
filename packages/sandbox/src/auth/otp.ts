import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { mailbox, otpChallenges, usedTotpSteps } from '../db/schema.js';
import type { Deps, UserRow } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { randomCode, verifyTotp } from '../lib/totp.js';

/** How long a challenge (and an e-mailed code) stays valid. */
export const OTP_TTL_MS = 10 * 60 * 1000;

/** What a one-time code is bound to: a changed payload needs a new code. */
export interface OtpBinding {
  action: string;
  sourceAccountId: number;
  amount: string;
  currency: string;
  payee: string;
}

export function bindingHash(b: OtpBinding): string {
  return createHash('sha256')
    .update(JSON.stringify([b.action, b.sourceAccountId, b.amount, b.currency, b.payee]))
    .digest('hex');
}

/** Observers of e-mailed codes (the live channel publishes them as auth-code events). */
export type OtpListener = (event: {
  email: string;
  otp: string;
  identifier: string | null;
}) => void;

function challenge(method: 'google' | 'email', message: string): ApiError {
  return new ApiError(403, message, {}, { 'X-OTP-Required': method });
}

/**
 * Two-factor gate of a money-moving request (PP-4.3, PP-6). Without `X-OTP-Code` a
 * challenge bound to the payload is recorded and the request answers 403 with
 * `X-OTP-Required` (`google` or `email`; for e-mail a code is sent to the dev mailbox).
 * With a code, it must match an open challenge of the same binding, be valid (TOTP within
 * one step, or the mailed code) and unused; both are consumed atomically.
 */
export async function requireOtp(
  deps: Deps,
  user: UserRow,
  binding: OtpBinding,
  code: string | undefined,
  browserId: string | null,
  onEmailCode?: OtpListener,
): Promise<void> {
  if (!deps.config.otpRequired) return;
  const { db, config } = deps;
  const hash = bindingHash(binding);
  const now = new Date(config.now()).toISOString();
  const method = user.totpSecret ? 'google' : 'email';
  const open = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        eq(otpChallenges.binding, hash),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .orderBy(desc(otpChallenges.id));

  if (code === undefined || code === '') {
    if (method === 'google') {
      if (!open[0]) await openChallenge(deps, user.id, hash, null);
      throw challenge(method, 'Enter the code from your authenticator app.');
    }
    const otp = randomCode();
    await openChallenge(deps, user.id, hash, otp);
    await db.insert(mailbox).values({
      email: user.email,
      subject: 'Your one-time code',
      body: `Your one-time code is ${otp}. It is valid for 10 minutes.`,
    });
    onEmailCode?.({ email: user.email, otp, identifier: browserId });
    throw challenge(method, 'We have sent a one-time code to your e-mail.');
  }

  const invalid = () => challenge(method, 'The code is invalid or has expired.');
  if (!/^\d{6}$/.test(code)) throw invalid();
  if (method === 'google') {
    const step = verifyTotp(user.totpSecret as string, code, config.now());
    if (step === null) throw invalid();
    // Burn the step whatever happens next: a code presented once is never good again.
    const fresh = await db
      .insert(usedTotpSteps)
      .values({ userId: user.id, step })
      .onConflictDoNothing()
      .returning({ step: usedTotpSteps.step });
    if (!fresh[0]) throw invalid();
    const target = open[0];
    if (!target) {
      await openChallenge(deps, user.id, hash, null);
      throw invalid();
    }
    await consume(deps, target.id, invalid);
    return;
  }
  const target = open.find((ch) => ch.emailCode === code);
  if (!target) throw invalid();
  await consume(deps, target.id, invalid);
}

async function openChallenge(
  deps: Deps,
  userId: number,
  binding: string,
  emailCode: string | null,
) {
  await deps.db.insert(otpChallenges).values({
    userId,
    binding,
    emailCode,
    expiresAt: new Date(deps.config.now() + OTP_TTL_MS).toISOString(),
  });
}

/** Marks a challenge used; a concurrent second use matches no row and fails. */
async function consume(deps: Deps, id: number, invalid: () => ApiError) {
  const used = await deps.db
    .update(otpChallenges)
    .set({ usedAt: new Date(deps.config.now()).toISOString() })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.usedAt)))
    .returning({ id: otpChallenges.id });
  if (!used[0]) throw invalid();
}
