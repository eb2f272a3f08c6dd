import { createHmac } from 'node:crypto';
import type { SandboxConfig } from '../config.js';

/**
 * The user's chat token for one session (`auth/rocket-chat`, `livechat_token`, PP-7.2-12):
 * an HMAC-SHA256 under the sandbox's chat secret (db/secrets.ts) of the user id and the
 * session's token id. Without the secret nobody can compute it from the user id (R16.5); each
 * session gets its own, so one leaked token says nothing of the next.
 */
export function chatToken(
  config: Pick<SandboxConfig, 'chatSecret'>,
  userId: number,
  sessionId: string,
): string {
  return createHmac('sha256', config.chatSecret)
    .update(`chat:${userId}:${sessionId}`)
    .digest('hex');
}
