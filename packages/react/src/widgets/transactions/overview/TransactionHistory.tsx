import { formatDateTime } from '@flexportal/core';
import { useId } from 'react';
import { transactionKindsTexts } from '../../../i18n/areas/transactionKinds.js';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { statusName } from '../transactionKinds.js';
import type { HistoryEntry } from './historyOf.js';

/** Props of {@link TransactionHistory}. */
export interface TransactionHistoryProps {
  /** The steps, oldest first, as the server lists them. */
  entries: readonly HistoryEntry[];
}

/** The transaction's history as an ordered list, oldest first. CSS part `history`. */
export function TransactionHistory({ entries }: TransactionHistoryProps) {
  const t = useT(transactionsTexts, transactionKindsTexts);
  const locale = useLocale();
  const titleId = useId();
  return (
    <section className="fp-card" part="history" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('transaction.history')}</h3>
      {entries.length > 0 ? (
        <ol className="fp-history">
          {entries.map((entry, i) => {
            return (
              // The server gives no ids; a step's place in the list never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: history only grows at its end
              <li key={i}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
                <strong>{statusName(t, entry.status)}</strong>
                {entry.note ? <span className="fp-history__note">{entry.note}</span> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="fp-hint">{t('transaction.historyEmpty')}</p>
      )}
    </section>
  );
}
