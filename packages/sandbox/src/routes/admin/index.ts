import { ADMIN_ROLES, authenticate, requireRoles } from '../../auth/middleware.js';
import type { Api, Deps } from '../../http/env.js';
import { registerAdminAnnouncements } from './announcements.js';
import { registerAdminBankAccounts } from './bankAccounts.js';
import { registerAdminCompanies } from './companies.js';
import { registerAdminSettings } from './settings.js';
import { registerAdminUserActions } from './userActions.js';
import { registerAdminUsers } from './users.js';

/**
 * The administrator area under `a/` (AC-7admin, PP-6-06): every route needs a valid token
 * (401) of a super-admin or admin (403; managers and readers never get in). The guard is
 * mounted before the routes, so a route added here cannot forget it.
 */
export function registerAdmin(api: Api, deps: Deps): void {
  api.use('/a/*', authenticate(deps), requireRoles(ADMIN_ROLES));
  registerAdminUsers(api, deps);
  registerAdminUserActions(api, deps);
  registerAdminCompanies(api, deps);
  registerAdminBankAccounts(api, deps);
  registerAdminSettings(api, deps);
  registerAdminAnnouncements(api, deps);
}
