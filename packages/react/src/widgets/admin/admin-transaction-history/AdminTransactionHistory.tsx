import { useId } from 'react';
import { adminTransactionHistoryTexts } from '../../../i18n/areas/adminTransactionHistory.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminTransactionHistory}. */
export type AdminTransactionHistoryProps = Record<never, never>;

/**
 * Transaction history: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-transaction-history`.
 */
export function AdminTransactionHistory(_props: AdminTransactionHistoryProps) {
  const t = useT(adminTransactionHistoryTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-transaction-history"
      part="admin-transaction-history"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminTransactionHistory.title')}</h2>
    </section>
  );
}
