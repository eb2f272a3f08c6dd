import { useId } from 'react';
import { adminTransactionsTexts } from '../../../i18n/areas/adminTransactions.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminTransactions}. */
export type AdminTransactionsProps = Record<never, never>;

/**
 * Transactions: the screen `pnpm new:screen` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: `admin-transactions`.
 */
export function AdminTransactions(_props: AdminTransactionsProps) {
  const t = useT(adminTransactionsTexts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-admin-transactions"
      part="admin-transactions"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminTransactions.title')}</h2>
    </section>
  );
}
