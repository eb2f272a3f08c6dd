import type { Deps, UserRow } from '../http/env.js';
import { issueToken } from '../lib/jwt.js';
import { presentToken } from './present.js';

type TokenUser = Pick<UserRow, 'id' | 'role' | 'companyId' | 'tokenGeneration'>;

/**
 * Issues a session for a user: the answer's `token` object and the session's id (the token's
 * `jti`, which the chat token and the session's sign-in keys hang on). The token carries
 * the user's token generation, so a later password change or reset ends it (R15.6).
 */
export function issueSession(deps: Pick<Deps, 'config'>, user: TokenUser) {
  const { token, claims } = issueToken(
    deps.config.jwtSecret,
    { sub: String(user.id), role: user.role, cid: user.companyId, gen: user.tokenGeneration },
    deps.config.tokenTtlSeconds,
    deps.config.now(),
  );
  return { token: presentToken(token, claims.exp, claims.iat), sessionId: claims.jti };
}

/** The `token` object of a new session for a user (see {@link issueSession}). */
export function tokenFor(deps: Pick<Deps, 'config'>, user: TokenUser) {
  return issueSession(deps, user).token;
}
