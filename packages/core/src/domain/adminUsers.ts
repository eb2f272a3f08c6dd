import type { Role } from '../contract/enums.js';

/** Days the administrator dashboard's recent, new and active figures look back (AC-3-22). */
export const ADMIN_STATISTIC_DAYS = 30;

/** Users the dashboard's recent list holds (AC-9-02). */
export const RECENT_USERS = 10;

/** Transaction types an administrator counts as deposits: money coming in from outside. */
export const DEPOSIT_TYPES: readonly string[] = ['deposit', 'receive_crypto'];

/** Transaction types counted as withdrawals: money leaving to the outside world. */
export const WITHDRAW_TYPES: readonly string[] = [
  'withdrawal',
  'withdraw_crypto',
  'card',
  'import',
];

const ADMIN_ROLES: readonly Role[] = ['super-admin', 'admin'];

/** True for super-admin and admin (spec 6). */
const isAdminRole = (role: string): boolean => (ADMIN_ROLES as readonly string[]).includes(role);

/** The user a role change is about, as far as the rule needs it. */
export interface RoleTarget {
  id: number;
  role: string;
  /** Administrators have no company; managers act for one (PP-3.1). */
  hasCompany: boolean;
}

/** The administrator making the change. */
export interface RoleActor {
  id: number;
  role: string;
}

/**
 * Why `actor` may not act on `target` at all (edit, password, resets, delete, role), or
 * null. The split (AC-6-06): a super-admin acts on everyone but themselves for a role
 * change or deletion; an admin acts on managers and readers only, never on an administrator,
 * so no admin can act on a super-admin or make themselves one.
 */
export function userChangeRefusal(actor: RoleActor, target: RoleTarget): string | null {
  if (isAdminRole(target.role) && actor.role !== 'super-admin') {
    return 'Only a super-admin can change an administrator.';
  }
  return null;
}

/**
 * Why `actor` may not give `target` the role `role`, or null: never one's own role, never
 * above one's own (only a super-admin grants an administrator role), and an administrator
 * has no company while a manager role needs one.
 */
export function roleChangeRefusal(actor: RoleActor, target: RoleTarget, role: Role): string | null {
  if (target.id === actor.id) return 'You cannot change your own role.';
  if (isAdminRole(role) && actor.role !== 'super-admin') {
    return 'Only a super-admin can grant an administrator role.';
  }
  const refusal = userChangeRefusal(actor, target);
  if (refusal) return refusal;
  if (isAdminRole(role) && target.hasCompany) {
    return 'A user of a company cannot be an administrator.';
  }
  if (!isAdminRole(role) && !target.hasCompany) return 'A manager role needs a company.';
  return null;
}

const ROLES: readonly Role[] = ['super-admin', 'admin', 'manager', 'manager-reader'];

/** The roles `actor` may give `target` (the role select's options), the current one included. */
export function assignableRoles(actor: RoleActor, target: RoleTarget): Role[] {
  return ROLES.filter(
    (role) => role === target.role || roleChangeRefusal(actor, target, role) === null,
  );
}

/** Whether an administrator may log in as `target` (PP-4.8-06): managers and readers only. */
export const mayImpersonate = (target: { role: string }): boolean => !isAdminRole(target.role);
