import { complianceRequired, isManager, type RuleUser, twoFactorOk } from '@flexportal/core';

/**
 * Why a manager's pages are closed, so the page they land on can say so instead of bouncing
 * in silence (admin-company-support 2): the company awaits approval (only the profile
 * opens), or two-factor is off (only the dashboard opens; individuals are exempt).
 * Null when nothing is closed for these reasons.
 */
export type AccessNotice = 'awaiting-approval' | 'two-factor' | null;

/** The notice for this user (the guard's own rules, in the guard's order). */
export function accessNotice(user: RuleUser | null | undefined): AccessNotice {
  if (!isManager(user) || complianceRequired(user)) return null;
  if (user?.company && user.company.enabled === false) return 'awaiting-approval';
  if (!twoFactorOk(user)) return 'two-factor';
  return null;
}
