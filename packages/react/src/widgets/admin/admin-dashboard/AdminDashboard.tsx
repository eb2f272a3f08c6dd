import { useId } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminDashboardTexts } from '../../../i18n/areas/adminDashboard.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { adminDashboardCss } from './adminDashboardCss.js';
import type { AdminDashboardProps } from './adminDashboardProps.js';
import { ActivitiesPanel, VolumeChartPanel } from './ChartPanels.js';
import { FiguresPanels } from './FiguresPanels.js';
import { RecentUsersPanel } from './RecentUsersPanel.js';

/**
 * The administrator dashboard (`/admin`, AC-2admin-02; roles super-admin and admin): the
 * statistics of transactions and users (AC-3-22), the work waiting (Admin Action Required
 * transactions, submitted compliance, open tickets where they exist), the system-wide
 * transaction volume and the activities by type (AC-7admin-17), and the 10 newest users
 * (AC-9-02). Figures are cached 10 minutes; each panel loads, fails and retries on its own.
 * Signs the user in first when there is no session. CSS parts: `admin-dashboard`, `panel`,
 * `statistic`, `waiting`, `chart`, `table`, `row`, `link`.
 */
export function AdminDashboard(props: AdminDashboardProps) {
  const ref = useStyles<HTMLDivElement>(adminDashboardCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminDashboardBody {...props} />
      </SignInGate>
    </div>
  );
}

function AdminDashboardBody(props: AdminDashboardProps) {
  const t = useT(adminDashboardTexts);
  const titleId = useId();
  return (
    <section className="fp-admin-dashboard" part="admin-dashboard" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('adminDashboard.title')}</h2>
      <div className="fp-dashboard">
        <FiguresPanels {...props} />
        <VolumeChartPanel />
        <ActivitiesPanel />
        <RecentUsersPanel {...props} />
      </div>
    </section>
  );
}
