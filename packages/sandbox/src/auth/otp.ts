import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { mailbox, otpChallenges, usedTotpSteps } from '../db/schema.js';
import { API_BASE } from '../http/apiBase.js';
import type { Deps, UserRow } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { randomCode, verifyTotp } from '../lib/totp.js';
import { oneTimeKeys } from './oneTimeKeys.js';
import { bindingHash, type OtpBinding } from './otpBinding.js';
import { assertNotLocked, clearAttempts, countAttempt } from './otpLock.js';

export type { OtpBinding } from './otpBinding.js';

/** How long a challenge (and an e-mailed code) stays valid. */
const OTP_TTL_MS = 10 * 60 * 1000;
/** The action of an e-mailed code that approves a new authenticator (R16.2). */
export const TWO_FACTOR_CHANGE = 'two-factor';
/** Path (under the API root) of the approve link an e-mailed code comes with. */
export const OTP_APPROVE_PATH = '/otp/approve';

/** In-process observers of e-mailed codes (tests read them as the mailbox's owner would). */
export type OtpListener = (event: {
  email: string;
  otp: string;
  identifier: string | null;
}) => void;

const iso = (ms: number) => new Date(ms).toISOString();
/** A browser id worth sealing for: what core makes (30 of [A-Za-z0-9]), within reason. */
const BROWSER_ID = /^[A-Za-z0-9]{16,64}$/;

function challenge(method: 'google' | 'email', message: string): ApiError {
  return new ApiError(403, message, {}, { 'X-OTP-Required': method });
}

/**
 * Two-factor gate of a money move or a sign-in (PP-4.3, PP-6). Without `X-OTP-Code` a
 * challenge bound to the payload is recorded and the request answers 403 with
 * `X-OTP-Required` (`google` or `email`; for e-mail a code and an approve link are sent
 * to the dev mailbox). With a code, it must match an open challenge of the same binding,
 * be valid (TOTP within one step, or the mailed code) and unused; both are consumed
 * atomically. Against guessing (R15.2): one open e-mailed challenge per user and action,
 * `otpMaxAttempts` codes per challenge, and every code counted per user and action before
 * it is checked, so `otpLockAfter` wrong ones lock the user for it (429 + Retry-After).
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
  const { action } = binding;
  const hash = bindingHash(binding);
  const method = user.totpSecret ? 'google' : 'email';
  const open = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        eq(otpChallenges.binding, hash),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.expiresAt, iso(config.now())),
        lt(otpChallenges.attempts, config.otpMaxAttempts),
      ),
    )
    .orderBy(desc(otpChallenges.id));
  const target = open[0];

  if (code === undefined || code === '') {
    await assertNotLocked(deps, user.id, action);
    if (method === 'google') {
      if (!target) await openChallenge(deps, user.id, action, hash);
      throw challenge(method, 'Enter the code from your authenticator app.');
    }
    // Asking again while the challenge is open re-uses it: no new code to guess.
    if (!target) await mailChallenge(deps, user, binding, hash, browserId, onEmailCode);
    throw challenge(method, 'We have sent a one-time code to your e-mail.');
  }

  await countAttempt(deps, user.id, action);
  const invalid = () => challenge(method, 'The code is invalid or has expired.');
  if (!/^\d{6}$/.test(code)) throw invalid();
  if (method === 'google') {
    if (!target) {
      await useTotpCode(deps, user.id, user.totpSecret as string, code);
      await openChallenge(deps, user.id, action, hash);
      throw invalid();
    }
    if (!(await attempt(deps, target.id))) throw invalid();
    if (!(await useTotpCode(deps, user.id, user.totpSecret as string, code))) throw invalid();
  } else if (!target || !(await attempt(deps, target.id)) || target.emailCode !== code) {
    throw invalid();
  }
  await consume(deps, target.id, invalid);
  await clearAttempts(deps, user.id, action);
}

/**
 * True when `code` is a current code of `secret` whose time step this user has not used
 * yet; the step is burnt either way, so a code presented once is never good again.
 */
export async function useTotpCode(
  deps: Deps,
  userId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = verifyTotp(secret, code, deps.config.now());
  if (step === null) return false;
  const fresh = await deps.db
    .insert(usedTotpSteps)
    .values({ userId, step })
    .onConflictDoNothing()
    .returning({ step: usedTotpSteps.step });
  return fresh.length > 0;
}

async function openChallenge(deps: Deps, userId: number, action: string, binding: string) {
  await deps.db.insert(otpChallenges).values({
    userId,
    action,
    binding,
    expiresAt: iso(deps.config.now() + OTP_TTL_MS),
  });
}

/**
 * Opens the user's one e-mailed challenge of this action (an open one of another payload
 * is void from now) and mails its code with an approve link. Opening the link is what lets
 * the browser that asked fill the code by itself (approveChallenge, docs/security.md).
 */
async function mailChallenge(
  deps: Deps,
  user: UserRow,
  binding: OtpBinding,
  hash: string,
  browserId: string | null,
  onEmailCode?: OtpListener,
) {
  const now = iso(deps.config.now());
  await deps.db
    .update(otpChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        eq(otpChallenges.action, binding.action),
        isNull(otpChallenges.usedAt),
        isNotNull(otpChallenges.emailCode),
      ),
    );
  const otp = randomCode();
  const browser = browserId && BROWSER_ID.test(browserId) ? browserId : null;
  const [opened] = await deps.db
    .insert(otpChallenges)
    .values({
      userId: user.id,
      action: binding.action,
      binding: hash,
      emailCode: otp,
      browserId: browser,
      expiresAt: iso(deps.config.now() + OTP_TTL_MS),
    })
    .returning({ id: otpChallenges.id });
  // The approve link is a single-use key like every other (auth/oneTimeKeys.ts, R16.4).
  const key =
    browser && opened
      ? await oneTimeKeys(deps).newKey('otp-approve', user.id, { scope: String(opened.id) })
      : null;
  const what =
    binding.action === 'login'
      ? 'sign-in'
      : binding.action === TWO_FACTOR_CHANGE
        ? 'a change of your two-factor authentication'
        : `${binding.action} of ${binding.amount} ${binding.currency}`;
  const approve = key
    ? ` Or approve it in the browser that asked by opening ${API_BASE}${OTP_APPROVE_PATH}/${key}.`
    : '';
  await deps.db.insert(mailbox).values({
    email: user.email,
    subject: 'Your one-time code',
    // The code first: readers of the dev mailbox take the first six digits.
    body: `Your one-time code is ${otp} (${what}). It is valid for 10 minutes.${approve} If you did not ask for it, ignore this mail and change your password.`,
  });
  onEmailCode?.({ email: user.email, otp, identifier: browser });
}

/** Counts a code against a challenge; false once it has taken `otpMaxAttempts` (void). */
async function attempt(deps: Deps, id: number): Promise<boolean> {
  const counted = await deps.db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, id),
        isNull(otpChallenges.usedAt),
        lt(otpChallenges.attempts, deps.config.otpMaxAttempts),
      ),
    )
    .returning({ id: otpChallenges.id });
  return counted.length > 0;
}

/** Marks a challenge used; a concurrent second use matches no row and fails. */
async function consume(deps: Deps, id: number, invalid: () => ApiError) {
  const used = await deps.db
    .update(otpChallenges)
    .set({ usedAt: iso(deps.config.now()) })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.usedAt)))
    .returning({ id: otpChallenges.id });
  if (!used[0]) throw invalid();
}
