import { ADMIN_ROLES, authenticate, requireRoles } from '../../auth/middleware.js';
import type { OtpListener } from '../../auth/otp.js';
import type { Api, Deps } from '../../http/env.js';
import { registerAdminActivities } from './activities.js';
import { registerAdminAnnouncements } from './announcements.js';
import { registerApiPaymentDecisions } from './apiPaymentDecisions.js';
import { registerAdminAuthCheckpoints } from './authCheckpoints.js';
import { registerAdminBankAccounts } from './bankAccounts.js';
import { registerAdminCompanies } from './companies.js';
import { registerAdminComplianceReview } from './complianceReview.js';
import { registerAdminIntegrityChecks } from './integrityChecks.js';
import { registerAdminKycArchives } from './kycArchives.js';
import { registerAdminPaymentServices } from './paymentServices.js';
import { registerAdminSettings } from './settings.js';
import { registerAdminSystem } from './system.js';
import { registerAdminTickets } from './tickets.js';
import { registerAdminTimelines } from './timelines.js';
import { registerAdminTransactionActions } from './transactionActions.js';
import { registerAdminTransactions } from './transactions.js';
import { registerAdminUserActions } from './userActions.js';
import { registerAdminUserAvatar } from './userAvatar.js';
import { registerAdminUserResets } from './userResets.js';
import { registerAdminUserStatistic } from './userStatistic.js';
import { registerAdminUsers } from './users.js';

/**
 * The administrator area under `a/` (AC-7admin, PP-6-06): every route needs a valid token
 * (401) of a super-admin or admin (403; managers and readers never get in). The guard is
 * mounted before the routes, so a route added here cannot forget it.
 */
export function registerAdmin(api: Api, deps: Deps, onEmailCode?: OtpListener): void {
  api.use('/a/*', authenticate(deps), requireRoles(ADMIN_ROLES));
  // `a/users/statistic` before `a/users/{id}`.
  registerAdminUserStatistic(api, deps);
  registerAdminUsers(api, deps);
  registerAdminUserAvatar(api, deps);
  registerAdminUserActions(api, deps);
  // `a/companies/payment-services` and `.../onboarding-transitions` before `a/companies/{id}`.
  registerAdminPaymentServices(api, deps);
  registerAdminCompanies(api, deps);
  registerAdminBankAccounts(api, deps);
  registerAdminSettings(api, deps);
  registerAdminAnnouncements(api, deps);
  registerAdminUserResets(api, deps);
  // Static transaction paths (statistic, columns, credit, ...) before `{id}`.
  registerAdminTransactionActions(api, deps, onEmailCode);
  registerApiPaymentDecisions(api, deps);
  registerAdminTransactions(api, deps);
  registerAdminActivities(api, deps);
  registerAdminAuthCheckpoints(api, deps);
  registerAdminIntegrityChecks(api, deps);
  registerAdminSystem(api, deps);
  registerAdminKycArchives(api, deps);
  registerAdminComplianceReview(api, deps);
  registerAdminTimelines(api, deps);
  registerAdminTickets(api, deps);
}
