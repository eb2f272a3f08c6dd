import { useId } from 'react';
import { adminComplianceReviewTexts } from '../../../i18n/areas/adminComplianceReview.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminComplianceReview}. */
export type AdminComplianceReviewProps = Record<never, never>;

/**
 * Compliance review: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-compliance-review`.
 */
export function AdminComplianceReview(_props: AdminComplianceReviewProps) {
  const t = useT(adminComplianceReviewTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-compliance-review"
      part="admin-compliance-review"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminComplianceReview.title')}</h2>
    </section>
  );
}
