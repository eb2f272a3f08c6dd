import { useId } from 'react';
import { adminDashboardTexts } from '../../../i18n/areas/adminDashboard.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminDashboard}. */
export type AdminDashboardProps = Record<never, never>;

/**
 * Dashboard: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-dashboard`.
 */
export function AdminDashboard(_props: AdminDashboardProps) {
  const t = useT(adminDashboardTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-dashboard"
      part="admin-dashboard"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminDashboard.title')}</h2>
    </section>
  );
}
