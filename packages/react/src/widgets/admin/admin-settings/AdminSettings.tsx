import { useId } from 'react';
import { adminSettingsTexts } from '../../../i18n/areas/adminSettings.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminSettings}. */
export type AdminSettingsProps = Record<never, never>;

/**
 * Settings: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-settings`.
 */
export function AdminSettings(_props: AdminSettingsProps) {
  const t = useT(adminSettingsTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-settings"
      part="admin-settings"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminSettings.title')}</h2>
    </section>
  );
}
