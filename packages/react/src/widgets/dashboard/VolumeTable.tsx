import { formatAmount, formatDecimal } from '@flexportal/core';
import type { Granularity, VolumePoint } from '@flexportal/core/contract';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { bucketLabel } from './volumeSeries.js';

/** Props of {@link VolumeTable}. */
export interface VolumeTableProps {
  /** The plotted buckets, gaps filled. */
  points: readonly VolumePoint[];
  /** Their granularity, for the labels. */
  granularity: Granularity;
  /** Their currency. */
  currency: string;
  /** Id the chart points its description to. */
  id?: string;
}

/**
 * The chart's accessible alternative: every plotted bucket as a table row, visually
 * hidden but read by screen readers (and always rendered: it does not wait for the
 * chart's code). Amounts are the exact strings.
 */
export function VolumeTable({ points, granularity, currency, id }: VolumeTableProps) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  // The hiding is on a wrapper: a table is never narrower than its cells, so hidden
  // itself it would still widen the page on a phone.
  return (
    <div className="fp-visually-hidden">
      <table className="fp-table" id={id}>
        <caption>{t('dashboard.tableCaption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.bucket')}</th>
            <th scope="col">{t('dashboard.transactions')}</th>
            <th scope="col">{t('dashboard.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.at}>
              <th scope="row">
                <time dateTime={p.at}>{bucketLabel(p.at, granularity)}</time>
              </th>
              <td>{formatDecimal(p.count, locale)}</td>
              <td>{formatAmount(p.amount, locale, { currency })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
