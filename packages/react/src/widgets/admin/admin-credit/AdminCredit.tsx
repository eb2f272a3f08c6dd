import { useId } from 'react';
import { adminCreditTexts } from '../../../i18n/areas/adminCredit.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminCredit}. */
export type AdminCreditProps = Record<never, never>;

/**
 * Top-up: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-credit`.
 */
export function AdminCredit(_props: AdminCreditProps) {
  const t = useT(adminCreditTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-credit"
      part="admin-credit"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminCredit.title')}</h2>
    </section>
  );
}
