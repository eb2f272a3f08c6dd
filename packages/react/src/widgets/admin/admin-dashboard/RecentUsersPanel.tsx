import { formatDateTime } from '@flexportal/core';
import { adminDashboardTexts } from '../../../i18n/areas/adminDashboard.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Panel } from '../../dashboard/Panel.js';
import { PanelStatus } from '../../dashboard/PanelStatus.js';
import type { AdminDashboardProps } from './adminDashboardProps.js';
import { useAdminStatistic } from './useAdminDashboard.js';

/** The 10 newest users (AC-9-02), each linked when the host gave `userHref`. */
export function RecentUsersPanel({ userHref, usersHref }: AdminDashboardProps) {
  const t = useT(adminDashboardTexts);
  const locale = useLocale();
  const stat = useAdminStatistic();
  const title = t('adminDashboard.recentUsers');
  return (
    <Panel title={title} wide>
      {(retry) => {
        if (stat.status !== 'ready') {
          return <PanelStatus status={stat.status} retry={retry} panel={title} lines={5} />;
        }
        const users = stat.data.recent_users;
        if (users.length === 0)
          return <p className="fp-panel__quiet">{t('adminDashboard.noUsers')}</p>;
        return (
          <>
            <table className="fp-table" part="table">
              <thead>
                <tr>
                  <th scope="col">{t('adminDashboard.email')}</th>
                  <th scope="col" className="fp-wide-only">
                    {t('adminDashboard.name')}
                  </th>
                  <th scope="col">{t('adminDashboard.company')}</th>
                  <th scope="col" className="fp-wide-only">
                    {t('adminDashboard.created')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((u) => (
                  <tr key={u.id} part="row">
                    <th scope="row">
                      {userHref ? (
                        <a href={userHref.replaceAll('{id}', String(u.id))} part="link">
                          {u.email}
                        </a>
                      ) : (
                        u.email
                      )}
                    </th>
                    <td className="fp-wide-only">
                      {[u.first_name, u.last_name].filter(Boolean).join(' ')}
                    </td>
                    <td>{u.company?.name ?? '—'}</td>
                    <td className="fp-wide-only">{formatDateTime(u.created_at, locale, false)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {usersHref ? (
              <p>
                <a href={usersHref} part="link">
                  {t('adminDashboard.allUsers')}
                </a>
              </p>
            ) : null}
          </>
        );
      }}
    </Panel>
  );
}
