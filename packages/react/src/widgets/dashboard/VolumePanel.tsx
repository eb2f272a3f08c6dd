import { formatAmount, formatDecimal } from '@flexportal/core';
import type { Granularity } from '@flexportal/core/contract';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { ChartBoundary } from './ChartBoundary.js';
import { Panel } from './Panel.js';
import { PanelStatus } from './PanelStatus.js';
import { SegmentedControl } from './shared/SegmentedControl.js';
import { useTransactionVolume } from './useDashboardResources.js';
import { VolumeTable } from './VolumeTable.js';
import {
  bucketLabel,
  fillGaps,
  GRANULARITIES,
  pickSeries,
  seriesCurrencies,
  seriesTotal,
} from './volumeSeries.js';

// The chart's code is a separate chunk: the dashboard's first paint never waits for it.
const VolumeBars = lazy(() => import('./VolumeBars.js').then((m) => ({ default: m.VolumeBars })));

/** Props of {@link VolumePanel}. */
export interface VolumePanelProps {
  /** The bucket size shown. */
  granularity: Granularity;
  /** Called when the user picks another granularity. */
  onGranularityChange: (granularity: Granularity) => void;
}

/**
 * The transaction volume chart with its granularity switch, a currency switch when
 * several currencies have a series, the period's sum and a hidden data table.
 */
export function VolumePanel({ granularity, onGranularityChange }: VolumePanelProps) {
  const t = useT(dashboardTexts);
  const title = t('dashboard.volume');
  // Kept above the body so a reload or a granularity change keeps the chosen currency.
  const [currency, setCurrency] = useState<string | null>(null);
  return (
    <Panel title={title} wide>
      {(retry) => (
        <>
          <SegmentedControl
            legend={t('dashboard.granularity')}
            value={granularity}
            options={GRANULARITIES.map((g) => ({
              value: g,
              label: t(`dashboard.granularity.${g}`),
            }))}
            onChange={(g) => onGranularityChange(g as Granularity)}
          />
          {/* Keyed: an answer of the previous granularity is never drawn under the new one. */}
          <VolumeBody
            key={granularity}
            granularity={granularity}
            currency={currency}
            onCurrency={setCurrency}
            retry={retry}
            title={title}
          />
        </>
      )}
    </Panel>
  );
}

interface BodyProps {
  granularity: Granularity;
  currency: string | null;
  onCurrency: (currency: string) => void;
  retry: () => void;
  title: string;
}

function VolumeBody({ granularity, currency, onCurrency, retry, title }: BodyProps) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  const tableId = useId();
  const volume = useTransactionVolume(granularity);
  const data = volume.data;
  const currencies = useMemo(() => seriesCurrencies(data), [data]);
  const series = pickSeries(data, currency);
  const points = useMemo(
    () => (series ? fillGaps(series.points, granularity, { from: data?.from, to: data?.to }) : []),
    [series, granularity, data],
  );
  if (volume.status !== 'ready') {
    return <PanelStatus status={volume.status} retry={retry} panel={title} lines={5} />;
  }
  if (!series || points.length === 0) {
    return <p className="fp-panel__quiet">{t('dashboard.noVolume')}</p>;
  }
  const sum = seriesTotal(points);
  const code = series.currency;
  const first = points[0]?.at ?? '';
  const last = points[points.length - 1]?.at ?? '';
  return (
    <>
      {currencies.length > 1 ? (
        <SegmentedControl
          legend={t('dashboard.volumeCurrency')}
          value={code}
          options={currencies.map((c) => ({ value: c, label: c }))}
          onChange={onCurrency}
        />
      ) : null}
      <p className="fp-panel__quiet" aria-live="polite">
        {t('dashboard.volumeSum', {
          amount: formatAmount(sum.amount, locale),
          currency: code,
          count: formatDecimal(sum.count, locale),
        })}
      </p>
      <ChartBoundary
        fallback={<p className="fp-panel__quiet">{t('dashboard.chartUnavailable')}</p>}
      >
        <Suspense fallback={<span className="fp-skeleton fp-chart" aria-hidden="true" />}>
          <VolumeBars
            points={points}
            granularity={granularity}
            currency={code}
            tableId={tableId}
            label={t('dashboard.chartLabel', {
              currency: code,
              from: bucketLabel(first, granularity),
              to: bucketLabel(last, granularity),
            })}
          />
        </Suspense>
      </ChartBoundary>
      <VolumeTable id={tableId} points={points} granularity={granularity} currency={code} />
    </>
  );
}
