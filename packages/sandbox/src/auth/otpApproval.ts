import { ANNOUNCE_CHANNEL, AUTH_CODE_EVENT } from '@flexportal/core';
import { sealAnnouncedCode } from '@flexportal/core/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { otpChallenges } from '../db/schema.js';
import type { Deps } from '../http/env.js';
import { oneTimeKeys } from './oneTimeKeys.js';

/**
 * The mailbox owner opened the approve link of an e-mailed code: the key is spent (once,
 * like every single-use key, R16.4), and the announce channel gets the code sealed for the
 * browser that asked (only that browser can open it, no listener can tell whose it is;
 * docs/security.md, "Announced codes"). False when the key is unknown, spent or expired, or
 * its challenge is used, void or expired.
 */
export async function approveChallenge(deps: Deps, key: string): Promise<boolean> {
  const used = await oneTimeKeys(deps).trySpendKey('otp-approve', key);
  if (!used) return false;
  const [row] = await deps.db
    .select({ browserId: otpChallenges.browserId, code: otpChallenges.emailCode })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.id, Number(used.scope)),
        eq(otpChallenges.userId, used.user.id),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.expiresAt, new Date(deps.config.now()).toISOString()),
        lt(otpChallenges.attempts, deps.config.otpMaxAttempts),
      ),
    );
  if (!row?.browserId || !row.code) return false;
  deps.live?.publish(
    ANNOUNCE_CHANNEL,
    AUTH_CODE_EVENT,
    await sealAnnouncedCode(row.browserId, row.code),
  );
  return true;
}
