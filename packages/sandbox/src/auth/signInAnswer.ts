import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.js';
import type { CompanyRow, Deps, UserRow } from '../http/env.js';
import { chatToken } from './chatToken.js';
import { presentUser } from './present.js';
import { issueSession } from './tokens.js';

/**
 * The answer of every sign-in (PP-7.2-01: user, token, redirect_url): password, key links,
 * registration, impersonation. The user carries the new session's chat token.
 */
export function loginAnswer(deps: Pick<Deps, 'config'>, user: UserRow, company: CompanyRow | null) {
  const { token, sessionId } = issueSession(deps, user);
  return {
    user: presentUser(user, company, chatToken(deps.config, user.id, sessionId)),
    token,
    redirect_url: null,
  };
}

/** {@link loginAnswer} for a user whose company is still to be read. */
export async function loginAnswerFor(deps: Deps, user: UserRow) {
  const [company] = user.companyId
    ? await deps.db.select().from(companies).where(eq(companies.id, user.companyId))
    : [];
  return loginAnswer(deps, user, company ?? null);
}
