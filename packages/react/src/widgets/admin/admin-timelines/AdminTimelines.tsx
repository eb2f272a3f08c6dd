import { useId } from 'react';
import { adminTimelinesTexts } from '../../../i18n/areas/adminTimelines.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminTimelines}. */
export type AdminTimelinesProps = Record<never, never>;

/**
 * Timelines: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-timelines`.
 */
export function AdminTimelines(_props: AdminTimelinesProps) {
  const t = useT(adminTimelinesTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-timelines"
      part="admin-timelines"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminTimelines.title')}</h2>
    </section>
  );
}
