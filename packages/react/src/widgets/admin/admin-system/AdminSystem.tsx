import { compareDecimal, formatDecimal } from '@flexportal/core';
import {
  bytesToGb,
  isSystemSubpage,
  type SystemChart,
  type SystemSample,
  type SystemSubpage,
  systemChart,
  systemRefreshSeconds,
} from '@flexportal/core/admin';
import type { SystemSeries } from '@flexportal/core/contract';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminSystemTexts } from '../../../i18n/areas/adminSystem.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { ChartBoundary } from '../../dashboard/ChartBoundary.js';
import { dashboardCss } from '../../dashboard/dashboardCss.js';
import { PanelStatus } from '../../dashboard/PanelStatus.js';
import { useSystemSeries } from './useSystemSeries.js';

// The dashboards' chart, in its own lazily loaded chunk: one chart for every screen.
const SeriesBars = lazy(() =>
  import('../../dashboard/VolumeBars.js').then((m) => ({ default: m.SeriesBars })),
);

/** Props of {@link AdminSystem}. */
export interface AdminSystemProps {
  /** The series: `rabbitmq`, `cpu`, `hdd`, `crm_queue_upsert` or `crm_queue_tags`; default `cpu`. */
  subpage?: string | undefined;
  /**
   * Seconds between refreshes, a whole number from 1 to 3600; default 20 (AC-9-03). The
   * portal takes it from the query (`?refreshSeconds=5`).
   */
  refreshSeconds?: number | undefined;
}

/**
 * The system overview for an administrator (`/admin/system/{subpage}`, AC-2admin-16,
 * AC-3-35, AC-7admin-16): one series of `a/system/{x}`, its latest sample, a chart of the
 * samples and the same samples as a table, refreshed every 20 s (AC-9-03) while the page is
 * visible; disk sizes in GB (AC-9-04). A series without a source says so. Signs the user in
 * first when there is no session. CSS parts: `admin-system`, `panel`, `chart`.
 */
export function AdminSystem(props: AdminSystemProps) {
  const ref = useStyles<HTMLDivElement>(dashboardCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <SystemView {...props} />
      </SignInGate>
    </div>
  );
}

/** A time of day with seconds, UTC as the server's samples are. */
const timeOf = (iso: string, locale: string) => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return `${new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: 'UTC' }).format(at)} UTC`;
};

function SystemView({ subpage = 'cpu', refreshSeconds }: AdminSystemProps) {
  const t = useT(adminSystemTexts);
  const titleId = useId();
  const known = isSystemSubpage(subpage) ? subpage : null;
  const seconds = systemRefreshSeconds(refreshSeconds);
  const [attempt, setAttempt] = useState(0);
  const state = useSystemSeries(known, seconds, attempt);
  const name = known ? t(`adminSystem.subpage.${known}`) : subpage;
  return (
    <section className="fp-admin-system" part="admin-system" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('adminSystem.heading', { name })}</h2>
      {!known ? (
        <p role="alert">{t('adminSystem.unknown', { name: subpage })}</p>
      ) : state.status === 'ready' ? (
        <SeriesBody subpage={known} series={state.data} failed={state.failed} seconds={seconds} />
      ) : (
        <PanelStatus
          status={state.status}
          retry={() => setAttempt((n) => n + 1)}
          panel={name}
          lines={4}
        />
      )}
    </section>
  );
}

function SeriesBody(props: {
  subpage: SystemSubpage;
  series: SystemSeries;
  failed: boolean;
  seconds: number;
}) {
  const t = useT(adminSystemTexts);
  const locale = useLocale();
  const { subpage, series } = props;
  const samples = series.series as readonly SystemSample[];
  const chart = useMemo(() => systemChart(subpage, samples), [subpage, samples]);
  const latest = samples[samples.length - 1];
  if (!chart.available || series.source === null) {
    return <p className="fp-panel__quiet">{t('adminSystem.noSource')}</p>;
  }
  const last = chart.points[chart.points.length - 1];
  return (
    <>
      <p className="fp-panel__quiet">
        {t(series.source === 'host' ? 'adminSystem.source.host' : 'adminSystem.source.jobs')}{' '}
        {t('adminSystem.refresh', { seconds: props.seconds })}
      </p>
      {props.failed ? <p role="status">{t('adminSystem.refreshFailed')}</p> : null}
      <div className="fp-dashboard">
        <section className="fp-panel" part="panel" aria-label={t('adminSystem.latest')}>
          <h3 className="fp-panel__title">{t('adminSystem.latest')}</h3>
          {latest && last ? (
            <>
              <Figures subpage={subpage} sample={latest} />
              <p className="fp-panel__quiet">
                {t('adminSystem.lastSample', { time: timeOf(last.at, locale) })}
              </p>
            </>
          ) : (
            <p className="fp-panel__quiet">{t('adminSystem.noSamples')}</p>
          )}
        </section>
        {chart.points.length > 0 ? <History chart={chart} /> : null}
      </div>
    </>
  );
}

/** The newest sample's figures, by subpage. */
function Figures({ subpage, sample }: { subpage: SystemSubpage; sample: SystemSample }) {
  const t = useT(adminSystemTexts);
  const locale = useLocale();
  const n = (v: unknown) =>
    typeof v === 'number' || typeof v === 'string' ? formatDecimal(v, locale) : '—';
  const gb = (v: unknown) => {
    const value = bytesToGb(v);
    return value === null ? '—' : t('adminSystem.gb', { value: formatDecimal(value, locale) });
  };
  const rows: Array<[string, string]> =
    subpage === 'cpu'
      ? [
          [t('adminSystem.load1'), n(sample.load_1m)],
          [t('adminSystem.load5'), n(sample.load_5m)],
          [t('adminSystem.load15'), n(sample.load_15m)],
          [t('adminSystem.cores'), n(sample.cores)],
          [t('adminSystem.usage'), t('adminSystem.percent', { value: n(sample.usage_percent) })],
        ]
      : subpage === 'hdd'
        ? [
            [t('adminSystem.total'), gb(sample.total)],
            [t('adminSystem.used'), gb(sample.used)],
            [t('adminSystem.free'), gb(sample.free)],
          ]
        : [
            [t('adminSystem.waiting'), n(sample.waiting)],
            [t('adminSystem.running'), n(sample.running)],
          ];
  return (
    <dl className="fp-stats__list">
      {rows.map(([label, value]) => (
        <div className="fp-stats__row" key={label}>
          <dt>{label}</dt>
          <dd data-figure>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The samples as the dashboards' bar chart and as a table (the chart's description). */
function History({ chart }: { chart: SystemChart }) {
  const t = useT(adminSystemTexts);
  const locale = useLocale();
  const tableId = useId();
  const { unit, points } = chart;
  // The scale: the disk's size, else the largest value (found as a decimal, not a float).
  const max =
    chart.max ??
    points.reduce(
      (m, p) => (compareDecimal(p.value, m) > 0 ? p.value : m),
      points[0]?.value ?? '0',
    );
  const first = points[0];
  const last = points[points.length - 1];
  const show = (value: string) => formatDecimal(value, locale);
  const title = t('adminSystem.history');
  return (
    <section className="fp-panel fp-panel--wide" part="panel" aria-label={title}>
      <h3 className="fp-panel__title">{title}</h3>
      <ChartBoundary
        fallback={<p className="fp-panel__quiet">{t('adminSystem.chartUnavailable')}</p>}
      >
        <Suspense fallback={<span className="fp-skeleton fp-chart" aria-hidden="true" />}>
          <SeriesBars
            points={points.map((p) => ({
              key: p.at,
              value: p.value,
              title: `${timeOf(p.at, locale)}: ${show(p.value)}`,
            }))}
            max={max}
            maxLabel={t(`adminSystem.max.${unit}`, { value: show(max) })}
            firstLabel={first ? timeOf(first.at, locale) : ''}
            lastLabel={last && last !== first ? timeOf(last.at, locale) : ''}
            tableId={tableId}
            label={t(`adminSystem.chart.${unit}`, {
              from: first ? timeOf(first.at, locale) : '',
              to: last ? timeOf(last.at, locale) : '',
            })}
          />
        </Suspense>
      </ChartBoundary>
      <table id={tableId} className="fp-table fp-visually-hidden">
        <thead>
          <tr>
            <th scope="col">{t('adminSystem.col.time')}</th>
            <th scope="col" className="fp-num">
              {t(`adminSystem.col.${unit}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.at}>
              <th scope="row">{timeOf(p.at, locale)}</th>
              <td className="fp-num">{show(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
