import {
  canCreatePayments,
  managerAreaOk,
  ROLES,
  type RouteRule,
  type RuleUser,
  twoFactorOk,
} from '@flexportal/core';
import type { RouteDef, RouteNeed } from '../routes/index.js';

const feature =
  (name: 'crypto' | 'portals' | 'psp_portal' | 'affiliation') => (user: RuleUser | null) =>
    !!user?.company?.enabled_features?.[name];

/** Each `needs` entry of the route table as core's availability rule. */
const NEED_RULES: Record<RouteNeed, (user: RuleUser | null) => boolean> = {
  'enabled-company-and-2fa': managerAreaOk,
  // Individuals are exempt, as in the menu and the API: one rule (PP-6-05, AC-2menus-06).
  'user-2fa': twoFactorOk,
  'manager-only': canCreatePayments,
  'feature:crypto': feature('crypto'),
  'feature:portals': feature('portals'),
  'feature:psp_portal': feature('psp_portal'),
  'feature:affiliation': feature('affiliation'),
  'feature:white_label': (user) => !!user?.company?.white_label_enabled,
  'affiliated-company': (user) => !!user?.company?.affiliate_owner_company,
};

const AREA_ROLES = {
  manager: [ROLES.manager, ROLES.managerReader],
  admin: [ROLES.superAdmin, ROLES.admin],
} as const;

/** A route of the table as core's navigation guard reads it (PP-2.2). */
export function toRouteRule(route: RouteDef): RouteRule {
  const needs = route.needs ?? [];
  return {
    name: route.name,
    requiresAuth: route.requiresAuth ?? (route.area === 'manager' || route.area === 'admin'),
    guestOnly: route.area === 'guest',
    ...(route.area === 'manager' || route.area === 'admin'
      ? { roles: AREA_ROLES[route.area] }
      : {}),
    ...(needs.length ? { allow: ({ user }) => needs.every((need) => NEED_RULES[need](user)) } : {}),
  };
}
