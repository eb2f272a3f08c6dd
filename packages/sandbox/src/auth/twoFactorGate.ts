import { twoFactorOk } from '@flexportal/core';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';
import { forbidden } from '../http/errors.js';

/**
 * Core's two-factor rule (PP-6-05, PP-5-27: individuals are exempt) on the caller's rows, so
 * the API refuses exactly what the portal's route guard and menus hide. Throws 403 with
 * `message` when the rule does not hold.
 */
export function requireTwoFactor(c: Context<AppEnv>, message: string): void {
  const { user, company } = c.get('auth');
  const ok = twoFactorOk({
    two_factor_auth: { google: user.totpSecret !== null },
    company: company ? { legal_type: company.legalType } : null,
  });
  if (!ok) throw forbidden(message);
}
