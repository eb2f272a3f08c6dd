import { formatDateTime } from '@flexportal/core';
import { mayImpersonate } from '@flexportal/core/admin';
import type { AdminUser } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/index.js';
import { Button } from '../../../ui/Button.js';

/** The list's table id (its column choice and page size are kept under it). */
export const ADMIN_USERS_TABLE_ID = 'admin-users';

/** The filter keys, the API's own query names (AC-7admin-04). */
export const ADMIN_USERS_FILTER_KEYS: readonly string[] = ['search', 'role'];

/** The roles, in rank order. */
export const ROLES = ['super-admin', 'admin', 'manager', 'manager-reader'] as const;

/** A user's display name: first and last name. */
export const fullName = (u: Pick<AdminUser, 'first_name' | 'last_name'>) =>
  [u.first_name, u.last_name].filter(Boolean).join(' ');

/** The columns of the users list; `logInAs` is absent where impersonation is not offered. */
export function adminUsersColumns(
  t: Translate,
  locale: string,
  logInAs: ((u: AdminUser) => void) | null,
  busy: number | null,
): ListColumn<AdminUser>[] {
  const roleLabel = (slug: string) =>
    (ROLES as readonly string[]).includes(slug)
      ? t(`adminUsers.role.${slug as (typeof ROLES)[number]}`)
      : slug;
  const columns: ListColumn<AdminUser>[] = [
    {
      id: 'email',
      header: t('adminUsers.email'),
      value: (u) => u.email,
      required: true,
      simple: true,
    },
    // Whom a row is about and the way to act as them stay on any width.
    { id: 'name', header: t('adminUsers.name'), value: fullName, simple: true, priority: 1 },
    {
      id: 'role',
      header: t('adminUsers.role'),
      value: (u) => u.roles.map((r) => roleLabel(r.slug)).join(', '),
    },
    { id: 'company', header: t('adminUsers.company'), value: (u) => u.company?.name ?? '' },
    {
      id: 'two_factor',
      header: t('adminUsers.twoFactor'),
      value: (u) => (u.two_factor_auth?.google ? t('adminUsers.yes') : t('adminUsers.no')),
      hiddenByDefault: true,
    },
    {
      id: 'created_at',
      header: t('adminUsers.created'),
      value: (u) => formatDateTime(u.created_at, locale, false),
      hiddenByDefault: true,
    },
  ];
  if (!logInAs) return columns;
  columns.push({
    id: 'actions',
    header: t('adminUsers.actions'),
    value: () => '',
    priority: 1,
    cell: (u) =>
      u.roles.every((r) => mayImpersonate({ role: r.slug })) ? (
        <Button
          variant="secondary"
          aria-label={t('adminUsers.logInAsUser', { email: u.email })}
          disabled={busy !== null}
          onClick={() => logInAs(u)}
        >
          {t('adminUsers.logInAs')}
        </Button>
      ) : null,
  });
  return columns;
}
