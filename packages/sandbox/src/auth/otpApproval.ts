import { sealAnnouncedCode } from '@flexportal/core/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { otpChallenges } from '../db/schema.js';
import type { Deps } from '../http/env.js';
import { ANNOUNCE_CHANNEL } from '../live/hub.js';
import { sha256 } from './otp.js';

/** The announce channel's event carrying a sealed code (PP-4.3-08, AC-7live). */
const AUTH_CODE_EVENT = 'auth-code';

/**
 * The mailbox owner opened the approve link of an e-mailed code: the key is used up, and
 * the announce channel gets the code sealed for the browser that asked (only that browser
 * can open it, no listener can tell whose it is; docs/security.md, "Announced codes").
 * False when the key is unknown, used, or its challenge is used, void or expired.
 */
export async function approveChallenge(deps: Deps, key: string): Promise<boolean> {
  const [row] = await deps.db
    .update(otpChallenges)
    .set({ approveKeyHash: null })
    .where(
      and(
        eq(otpChallenges.approveKeyHash, sha256(key)),
        isNull(otpChallenges.usedAt),
        gt(otpChallenges.expiresAt, new Date(deps.config.now()).toISOString()),
        lt(otpChallenges.attempts, deps.config.otpMaxAttempts),
      ),
    )
    .returning({ browserId: otpChallenges.browserId, code: otpChallenges.emailCode });
  if (!row?.browserId || !row.code) return false;
  deps.live?.publish(
    ANNOUNCE_CHANNEL,
    AUTH_CODE_EVENT,
    await sealAnnouncedCode(row.browserId, row.code),
  );
  return true;
}
