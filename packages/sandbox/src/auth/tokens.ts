import type { Deps, UserRow } from '../http/env.js';
import { issueToken } from '../lib/jwt.js';
import { presentToken } from './present.js';

/**
 * Issues a token for a user: the answer's `token` object. It carries the user's token
 * generation, so a later password change or reset ends it (R15.6).
 */
export function tokenFor(
  deps: Pick<Deps, 'config'>,
  user: Pick<UserRow, 'id' | 'role' | 'companyId' | 'tokenGeneration'>,
) {
  const { token, claims } = issueToken(
    deps.config.jwtSecret,
    { sub: String(user.id), role: user.role, cid: user.companyId, gen: user.tokenGeneration },
    deps.config.tokenTtlSeconds,
    deps.config.now(),
  );
  return presentToken(token, claims.exp, claims.iat);
}
