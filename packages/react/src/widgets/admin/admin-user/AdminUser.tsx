import { useId } from 'react';
import { adminUserTexts } from '../../../i18n/areas/adminUser.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminUser}. */
export type AdminUserProps = Record<never, never>;

/**
 * User: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-user`.
 */
export function AdminUser(_props: AdminUserProps) {
  const t = useT(adminUserTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-user"
      part="admin-user"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminUser.title')}</h2>
    </section>
  );
}
