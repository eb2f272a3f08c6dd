import { formatAmount, formatDateTime } from '@flexportal/core';
import type { Import, ImportStatus } from '@flexportal/core/contract';
import type { Translate } from '../../../i18n/translate.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';
import { ImportProgress } from './ImportNotices.js';

/** Settings id of the imports table. */
export const IMPORTS_TABLE_ID = 'imports';

const TONES: Record<ImportStatus, BadgeTone> = {
  QUEUE: 'neutral',
  PROCESSING: 'info',
  ERROR: 'danger',
  DONE: 'success',
};

/** An import's status as a badge, with the progress bar while it is processed. */
export function ImportStatusCell({ imp, t }: { imp: Import; t: Translate }) {
  return (
    <>
      <Badge tone={TONES[imp.status]}>{t(`imports.status.${imp.status}`)}</Badge>
      {imp.status === 'PROCESSING' ? <ImportProgress imp={imp} /> : null}
    </>
  );
}

/**
 * The imports list's columns (AC-3-11): file, bank account, user, success count, amount and
 * amount with fees, failed count and amount, date, status. Amounts are shown in the locale
 * with the account's currency and exported as the server's exact strings.
 */
export function importColumns(t: Translate, locale: string): ListColumn<Import>[] {
  const money = (pick: (i: Import) => string) => (i: Import) =>
    formatAmount(pick(i), locale, { currency: i.bank_account.currency });
  return [
    {
      id: 'file',
      header: t('imports.col.file'),
      value: (i) => i.file_name,
      simple: true,
      priority: 1,
      required: true,
    },
    {
      id: 'account',
      header: t('imports.col.account'),
      value: (i) => `${i.bank_account.name} (${i.bank_account.currency})`,
      priority: 3,
    },
    { id: 'user', header: t('imports.col.user'), value: (i) => i.user.name, priority: 4 },
    {
      id: 'success',
      header: t('imports.col.success'),
      value: (i) => i.success_count,
      align: 'end',
      priority: 2,
    },
    {
      id: 'amount',
      header: t('imports.col.amount'),
      value: (i) => i.amount,
      cell: money((i) => i.amount),
      align: 'end',
      simple: true,
      priority: 1,
    },
    {
      id: 'amount_with_fees',
      header: t('imports.col.amountWithFees'),
      value: (i) => i.amount_with_fees,
      cell: money((i) => i.amount_with_fees),
      align: 'end',
      priority: 3,
    },
    {
      id: 'failed',
      header: t('imports.col.failed'),
      value: (i) => i.failed_count,
      align: 'end',
      priority: 2,
    },
    {
      id: 'failed_amount',
      header: t('imports.col.failedAmount'),
      value: (i) => i.failed_amount,
      cell: money((i) => i.failed_amount),
      align: 'end',
      priority: 4,
    },
    {
      id: 'date',
      header: t('imports.col.date'),
      value: (i) => i.created_at,
      cell: (i) => formatDateTime(i.created_at, locale),
      simple: true,
      priority: 2,
    },
    {
      id: 'status',
      header: t('imports.col.status'),
      value: (i) => i.status,
      cell: (i) => <ImportStatusCell imp={i} t={t} />,
      simple: true,
      priority: 1,
    },
  ];
}
