import type { Context } from 'hono';
import { ADMIN_ROLES } from '../auth/middleware.js';
import { requireTwoFactor } from '../auth/twoFactorGate.js';
import type { Db } from '../db/types.js';
import { type AppEnv, companyOf } from '../http/env.js';
import { forbidden, notFound } from '../http/errors.js';
import { deploymentCompany } from './record.js';

/**
 * The company whose white label the caller edits. A manager: their own, and only when the
 * user is an individual or has two-factor, the company is enabled and the white-label
 * feature is on (AC-5-02). An administrator (the admin twins, AC-2admin-11): the company
 * running this deployment's white label, whose record the public `white-label` call returns.
 */
export async function whiteLabelCompany(c: Context<AppEnv>, db: Db) {
  const { user } = c.get('auth');
  if ((ADMIN_ROLES as readonly string[]).includes(user.role)) {
    const company = await deploymentCompany(db);
    if (!company) throw notFound('This deployment has no white-label company.');
    return company;
  }
  const company = companyOf(c);
  requireTwoFactor(c, 'White label needs Google two-factor authentication.');
  if (!company.enabled) throw forbidden('Your company is not enabled yet.');
  if (!company.whiteLabelEnabled) throw forbidden('White label is not enabled for your company.');
  return company;
}
