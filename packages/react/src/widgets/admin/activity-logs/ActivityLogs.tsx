import { useId } from 'react';
import { activityLogsTexts } from '../../../i18n/areas/activityLogs.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link ActivityLogs}. */
export type ActivityLogsProps = Record<never, never>;

/**
 * Activity logs: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `activity-logs`.
 */
export function ActivityLogs(_props: ActivityLogsProps) {
  const t = useT(activityLogsTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-activity-logs"
      part="activity-logs"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('activityLogs.title')}</h2>
    </section>
  );
}
