import type { AdminUser } from '@flexportal/core/contract';
import { Button, useFlexportalClient } from '@flexportal/react';
import { type ListColumn, ListPage, SearchField } from '@flexportal/react/lists';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchListState } from '../../app/lists/useSearchListState.js';
import { auth } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';

const canActAs = (u: AdminUser) =>
  u.roles.some((r) => r.slug === 'manager' || r.slug === 'manager-reader');

/**
 * admin.users: the users on the shared list mechanism (server pages, columns, CSV, print,
 * search in the URL), with "Log in as" for managers (PP-4.8-06).
 */
export default function UsersPage() {
  const client = useFlexportalClient();
  const navigate = useNavigate();
  const { t } = usePortalT();
  const list = useSearchListState();
  const [problem, setProblem] = useState<string | null>(null);
  const columns = useMemo<ListColumn<AdminUser>[]>(
    () => [
      {
        id: 'email',
        header: t('portal.eMail'),
        value: (u) => u.email,
        required: true,
        simple: true,
      },
      {
        id: 'name',
        header: t('portal.name'),
        value: (u) => [u.first_name, u.last_name].filter(Boolean).join(' '),
        simple: true,
        // Whom a row is about and the way to act as them stay on any width.
        priority: 1,
      },
      { id: 'role', header: t('portal.role'), value: (u) => u.roles.map((r) => r.slug).join(', ') },
      { id: 'company', header: t('portal.company'), value: (u) => u.company?.name ?? '' },
      {
        id: 'actions',
        header: t('portal.actions'),
        value: () => '',
        priority: 1,
        cell: (u) =>
          canActAs(u) ? (
            <Button
              variant="secondary"
              aria-label={`${t('portal.logInAs')} ${u.email}`}
              onClick={() =>
                auth.impersonate(u.id).then(
                  () => navigate('/manager'),
                  () => setProblem(t('portal.cannotImpersonate')),
                )
              }
            >
              {t('portal.logInAs')}
            </Button>
          ) : null,
      },
    ],
    [t, navigate],
  );
  return (
    <>
      {problem ? <p role="alert">{problem}</p> : null}
      <ListPage<AdminUser>
        tableId="admin-users"
        title={t('portal.users')}
        columns={columns}
        rowKey={(u) => u.id}
        {...list}
        load={({ page, per_page, filters }, signal) =>
          client.http.list<AdminUser>('a/users', { page, per_page }, { query: filters, signal })
        }
        filters={(controls) => <SearchField controls={controls} label={t('portal.search')} />}
        emptyText={t('portal.noUsersFound')}
        csvFilename="users"
      />
    </>
  );
}
