import { formatAmount } from '@flexportal/core';
import { useId } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { useCached } from '../../../hooks/useCached.js';
import { adminTransactionHistoryTexts } from '../../../i18n/areas/adminTransactionHistory.js';
import { transactionKindsTexts } from '../../../i18n/areas/transactionKinds.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { historyOf } from '../../transactions/overview/historyOf.js';
import { overviewCss } from '../../transactions/overview/overviewCss.js';
import { TransactionHistory } from '../../transactions/overview/TransactionHistory.js';
import { TransactionStatus } from '../../transactions/TransactionStatus.js';
import { typeName } from '../../transactions/transactionKinds.js';
import type { AdminTransaction } from '../admin-transactions/adminTransactionColumns.js';
import { useAdminCompanies } from '../shared/useAdminCompanies.js';

/** Props of {@link AdminTransactionHistory}. */
export interface AdminTransactionHistoryProps {
  /** The transaction's id (any company's). */
  transactionId?: number | string | undefined;
}

/**
 * One transaction of any company and its history, oldest first
 * (`/admin/transactions/{transaction_id}/history`, AC-2admin-06, AC-7admin-01). Signs the
 * user in first when there is no session. CSS parts: `transaction-history`, `history`.
 */
export function AdminTransactionHistory(props: AdminTransactionHistoryProps) {
  const ref = useStyles<HTMLDivElement>(overviewCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <HistoryView {...props} />
      </SignInGate>
    </div>
  );
}

function HistoryView({ transactionId }: AdminTransactionHistoryProps) {
  const t = useT(adminTransactionHistoryTexts, transactionKindsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const { companyName } = useAdminCompanies();
  const titleId = useId();
  const id = /^\d+$/.test(String(transactionId ?? '')) ? String(transactionId) : null;
  // Read fresh each time it opens: a history grows with every change of status.
  const tx = useCached<AdminTransaction & { history?: unknown }>(
    id ? `a/transactions/${id}` : null,
    () => client.http.data(`a/transactions/${id}`),
    0,
  );
  return (
    <section className="fp-overview" part="transaction-history" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t('adminTransactionHistory.title')}
        {tx.data ? ` ${tx.data.name}` : ''}
      </h2>
      {!id || tx.status === 'error' ? (
        <p role="alert">{t('adminTransactionHistory.notFound')}</p>
      ) : tx.status !== 'ready' ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <section className="fp-card">
            <dl className="fp-rows">
              {(
                [
                  [t('adminTransactionHistory.company'), companyName(tx.data.company_id)],
                  [t('adminTransactionHistory.type'), typeName(t, tx.data.type)],
                  [
                    t('adminTransactionHistory.amount'),
                    formatAmount(tx.data.amount, locale, { currency: tx.data.currency }),
                  ],
                  [
                    t('adminTransactionHistory.status'),
                    <TransactionStatus key="s" status={tx.data.status} />,
                  ],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <TransactionHistory entries={historyOf(tx.data.history)} />
        </>
      )}
    </section>
  );
}
