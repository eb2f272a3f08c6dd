import { formatAmount, formatDecimal } from '@flexportal/core';
import { ADMIN_STATISTIC_DAYS } from '@flexportal/core/admin';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { adminDashboardTexts } from '../../../i18n/areas/adminDashboard.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { SelectField } from '../../../ui/SelectField.js';
import { ChartBoundary } from '../../dashboard/ChartBoundary.js';
import { Panel } from '../../dashboard/Panel.js';
import { PanelStatus } from '../../dashboard/PanelStatus.js';
import { VolumeTable } from '../../dashboard/VolumeTable.js';
import {
  bucketLabel,
  fillGaps,
  pickSeries,
  seriesCurrencies,
  seriesTotal,
} from '../../dashboard/volumeSeries.js';
import { activitiesByCount, adminVolume } from './adminVolume.js';
import { useActivityVolume, useAdminVolume } from './useAdminDashboard.js';

// The charts are chunks of their own: the figures never wait for them.
const ActivityBars = lazy(() =>
  import('./ActivityBars.js').then((m) => ({ default: m.ActivityBars })),
);
// The manager dashboard's bar chart.
const VolumeBars = lazy(() =>
  import('../../dashboard/VolumeBars.js').then((m) => ({ default: m.VolumeBars })),
);

type ActivityKey = 'settled' | 'progress' | 'api' | 'denied' | 'created';
const KNOWN: readonly string[] = ['settled', 'progress', 'api', 'denied', 'created'];

/** System-wide transaction volume per day and currency (AC-7admin-17), the chart and its table. */
export function VolumeChartPanel() {
  const t = useT(adminDashboardTexts);
  const title = t('adminDashboard.volume', { days: ADMIN_STATISTIC_DAYS });
  const [currency, setCurrency] = useState<string | null>(null);
  return (
    <Panel title={title} wide>
      {(retry) => (
        <VolumeBody currency={currency} onCurrency={setCurrency} retry={retry} title={title} />
      )}
    </Panel>
  );
}

function VolumeBody(props: {
  currency: string | null;
  onCurrency: (c: string) => void;
  retry: () => void;
  title: string;
}) {
  const t = useT(adminDashboardTexts);
  const locale = useLocale();
  const tableId = useId();
  const rows = useAdminVolume();
  // The time the answer arrived fixes the 30 days; a re-render does not move them.
  const volume = useMemo(
    () => (rows.data ? adminVolume(rows.data, ADMIN_STATISTIC_DAYS, Date.now()) : null),
    [rows.data],
  );
  const currencies = useMemo(() => seriesCurrencies(volume), [volume]);
  const series = pickSeries(volume, props.currency);
  const points = useMemo(
    () => (series && volume ? fillGaps(series.points, 'day', volume) : []),
    [series, volume],
  );
  if (rows.status !== 'ready') {
    return <PanelStatus status={rows.status} retry={props.retry} panel={props.title} lines={5} />;
  }
  if (!series || points.length === 0) {
    return <p className="fp-panel__quiet">{t('adminDashboard.noVolume')}</p>;
  }
  const sum = seriesTotal(points);
  const code = series.currency;
  return (
    <>
      {currencies.length > 1 ? (
        // A select: the system holds many currencies, more than a row of radios fits.
        <SelectField
          label={t('adminDashboard.volumeCurrency')}
          value={code}
          options={currencies.map((c) => ({ value: c, label: c }))}
          onChange={(e) => props.onCurrency(e.currentTarget.value)}
        />
      ) : null}
      <p className="fp-panel__quiet" aria-live="polite">
        {t('adminDashboard.volumeSum', {
          amount: formatAmount(sum.amount, locale),
          currency: code,
          count: formatDecimal(sum.count, locale),
        })}
      </p>
      <ChartBoundary
        fallback={<p className="fp-panel__quiet">{t('adminDashboard.chartUnavailable')}</p>}
      >
        <Suspense fallback={<span className="fp-skeleton fp-chart" aria-hidden="true" />}>
          <VolumeBars
            points={points}
            granularity="day"
            currency={code}
            tableId={tableId}
            label={t('adminDashboard.chartLabel', {
              currency: code,
              from: bucketLabel(points[0]?.at ?? '', 'day'),
              to: bucketLabel(points[points.length - 1]?.at ?? '', 'day'),
            })}
          />
        </Suspense>
      </ChartBoundary>
      <VolumeTable id={tableId} points={points} granularity="day" currency={code} />
    </>
  );
}

/** Activity log entries per type (AC-7admin-17), bars and the same figures as a table. */
export function ActivitiesPanel() {
  const t = useT(adminDashboardTexts);
  const locale = useLocale();
  const title = t('adminDashboard.activities', { days: ADMIN_STATISTIC_DAYS });
  const activity = useActivityVolume();
  const label = (type: string) =>
    KNOWN.includes(type) ? t(`adminDashboard.activity.${type as ActivityKey}`) : type;
  return (
    <Panel title={title}>
      {(retry) => {
        if (activity.status !== 'ready') {
          return <PanelStatus status={activity.status} retry={retry} panel={title} />;
        }
        const rows = activitiesByCount(activity.data);
        if (rows.length === 0) {
          return <p className="fp-panel__quiet">{t('adminDashboard.noActivities')}</p>;
        }
        return (
          <>
            <ChartBoundary fallback={null}>
              <Suspense fallback={<span className="fp-skeleton fp-chart" aria-hidden="true" />}>
                <ActivityBars rows={rows} label={label} title={title} />
              </Suspense>
            </ChartBoundary>
            <table className="fp-table fp-visually-hidden">
              <thead>
                <tr>
                  <th scope="col">{t('adminDashboard.activityType')}</th>
                  <th scope="col" className="fp-num">
                    {t('adminDashboard.activityCount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.type}>
                    <th scope="row">{label(r.type)}</th>
                    <td className="fp-num">{formatDecimal(r.count, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        );
      }}
    </Panel>
  );
}
