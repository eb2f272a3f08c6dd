import { useId } from 'react';
import { adminTimelineTexts } from '../../../i18n/areas/adminTimeline.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminTimeline}. */
export type AdminTimelineProps = Record<never, never>;

/**
 * Timeline: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-timeline`.
 */
export function AdminTimeline(_props: AdminTimelineProps) {
  const t = useT(adminTimelineTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-timeline"
      part="admin-timeline"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminTimeline.title')}</h2>
    </section>
  );
}
