import { useId } from 'react';
import { adminUsersTexts } from '../../../i18n/areas/adminUsers.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminUsers}. */
export type AdminUsersProps = Record<never, never>;

/**
 * Users: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-users`.
 */
export function AdminUsers(_props: AdminUsersProps) {
  const t = useT(adminUsersTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-users"
      part="admin-users"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminUsers.title')}</h2>
    </section>
  );
}
