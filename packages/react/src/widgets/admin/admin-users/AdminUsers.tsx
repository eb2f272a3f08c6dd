import { impersonateUser } from '@flexportal/core';
import type { AdminUser } from '@flexportal/core/contract';
import { useCallback, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminUsersTexts } from '../../../i18n/areas/adminUsers.js';
import {
  cleanFilters,
  type ListLoader,
  ListPage,
  listCss,
  listStateKey,
  SearchField,
} from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import {
  ADMIN_USERS_FILTER_KEYS,
  ADMIN_USERS_TABLE_ID,
  adminUsersColumns,
  ROLES,
} from './adminUsersColumns.js';
import type { AdminUsersProps } from './adminUsersProps.js';

/**
 * The administrator's users (`/admin/users`, AC-7admin-04): every user, searchable by
 * e-mail or name and filtered by role through the shared list (server pages, column
 * choice, CSV, print), each linked to the user, with "Log in as" for managers and readers
 * (PP-4.8-06). Signs the user in first when there is no session. CSS parts: `list`,
 * `filters`, `field`, `label`, `input`, `toolbar`, `table`, `header`, `row`, `cell`,
 * `link`, `button`, `pager`, `empty`, `alert`, `signin`.
 */
export function AdminUsers(props: AdminUsersProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminUsersList {...props} />
      </SignInGate>
    </div>
  );
}

function AdminUsersList(props: AdminUsersProps) {
  const t = useT(adminUsersTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { onImpersonated, userHref } = props;
  const logInAs = useCallback(
    (u: AdminUser) => {
      setBusy(u.id);
      setProblem(null);
      impersonateUser(client, u.id).then(
        (answer) => onImpersonated?.({ ...u, ...answer.user }),
        () => {
          setBusy(null);
          setProblem(t('adminUsers.cannotImpersonate'));
        },
      );
    },
    [client, onImpersonated, t],
  );
  const columns = useMemo(
    () => adminUsersColumns(t, locale, logInAs, busy),
    [t, locale, logInAs, busy],
  );
  const load = useCallback<ListLoader<AdminUser>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<AdminUser>('a/users', { page, per_page }, { query: filters, signal }),
    [client],
  );
  const { search, roleFilter } = props;
  const filters = useMemo(
    () => cleanFilters({ search: search?.trim(), role: roleFilter }),
    [search, roleFilter],
  );
  const rowHref = useCallback(
    (u: AdminUser) => (userHref ? userHref.replaceAll('{id}', String(u.id)) : undefined),
    [userHref],
  );
  return (
    <>
      {problem ? (
        <p role="alert" className="fp-error" part="alert">
          {problem}
        </p>
      ) : null}
      <ListPage<AdminUser>
        // New starting filters from the host start the list afresh.
        key={listStateKey({ page: 1, filters })}
        tableId={ADMIN_USERS_TABLE_ID}
        title={t('adminUsers.title')}
        columns={columns}
        rowKey={(u) => u.id}
        load={load}
        state={props.state}
        onStateChange={props.onStateChange}
        defaultState={{ filters }}
        syncUrl={props.syncUrl}
        filterKeys={ADMIN_USERS_FILTER_KEYS}
        rowHref={userHref ? rowHref : undefined}
        emptyText={t('adminUsers.empty')}
        csvFilename="users"
        filters={(controls) => (
          <>
            <SearchField controls={controls} label={t('adminUsers.search')} />
            <SelectField
              label={t('adminUsers.role')}
              value={String(controls.state.filters.role ?? '')}
              placeholder={t('adminUsers.allRoles')}
              options={ROLES.map((r) => ({ value: r, label: t(`adminUsers.role.${r}`) }))}
              onChange={(e) => controls.setFilters({ role: e.currentTarget.value })}
            />
          </>
        )}
      />
    </>
  );
}
