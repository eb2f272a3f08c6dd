import { compareDecimal, formatAmount, formatDecimal } from '@flexportal/core';
import type { Granularity, VolumePoint } from '@flexportal/core/contract';
import { useLocale } from '../../provider/FlexportalProvider.js';
import { bucketLabel } from './volumeSeries.js';

/*
 * Why a chart of our own (about 1 KB gz) instead of a library, measured 2026-07 with
 * esbuild --minify, gzip -9:
 * - uPlot 1.6: 23.4 KB gz, canvas. CSP-safe (CSSOM styles only, no eval), but 23 KB is
 *   close to half a screen's 55 KB budget (P1) for a bar chart, a canvas cannot take the
 *   theme's CSS custom properties (colours re-read by script on every scheme change), it
 *   starts a window-level matchMedia listener at import, and jsdom cannot draw it.
 * - chartist 1.5: 7.7 KB gz, SVG, but sets `style` attributes with setAttribute and
 *   parses labels through innerHTML: blocked by a strict CSP and by Trusted Types (R11).
 * - frappe-charts 1.6: 18.7 KB gz and injects a `<style>` element at import (R11).
 * Bars in SVG are positioned by attributes (no style at all) and coloured by classes of
 * the adopted sheet, so they theme with `--fp-chart-bar`, work in a shadow root and
 * render in jsdom.
 */

/** Props of {@link VolumeBars}. */
export interface VolumeBarsProps {
  /** The buckets to draw, gaps filled, in time order. */
  points: readonly VolumePoint[];
  /** Their granularity, for the labels. */
  granularity: Granularity;
  /** Their currency. */
  currency: string;
  /** The chart's accessible name. */
  label: string;
  /** Id of the data table that lists the same points. */
  tableId?: string;
}

const W = 640;
const H = 220;
const TOP = 18; // room for the largest amount's label
const BOTTOM = 20; // room for the first and last bucket's labels
const PLOT = H - TOP - BOTTOM;

/**
 * The transaction volume as bars, one per bucket (`part="chart"`). Loaded lazily: the
 * dashboard paints without this chunk.
 */
export function VolumeBars({ points, granularity, currency, label, tableId }: VolumeBarsProps) {
  const locale = useLocale();
  // The largest amount is found with exact comparison, and its label is the exact value.
  const top = points.reduce<VolumePoint | null>(
    (max, p) => (max === null || compareDecimal(p.amount, max.amount) > 0 ? p : max),
    null,
  );
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <SeriesBars
      points={points.map((p) => ({
        key: p.at,
        value: p.amount,
        title: `${bucketLabel(p.at, granularity)}: ${formatAmount(p.amount, locale, { currency })} (${formatDecimal(p.count, locale)})`,
      }))}
      max={top?.amount ?? null}
      maxLabel={top ? formatAmount(top.amount, locale, { currency }) : ''}
      firstLabel={first ? bucketLabel(first.at, granularity) : ''}
      lastLabel={last && last !== first ? bucketLabel(last.at, granularity) : ''}
      label={label}
      {...(tableId ? { tableId } : {})}
    />
  );
}

/** One bar of {@link SeriesBars}: its key, its value as a decimal string, its tooltip. */
interface SeriesBar {
  key: string;
  value: string;
  title: string;
}

/** Props of {@link SeriesBars}. */
export interface SeriesBarsProps {
  /** The bars, in order. */
  points: readonly SeriesBar[];
  /** The top of the scale (a decimal string); bars are drawn against it. */
  max: string | null;
  /** Written above the plot: what the top of the scale is. */
  maxLabel: string;
  /** Written under the first and the last bar. */
  firstLabel: string;
  lastLabel: string;
  /** The chart's accessible name. */
  label: string;
  /** Id of the data table that lists the same points. */
  tableId?: string;
}

/**
 * Bars in SVG, the one chart of the widgets (`part="chart"`): the dashboards' volume and
 * the system overview's series draw through it. Values are decimal strings; they become
 * numbers here only to place pixels, and every shown figure is the caller's text.
 */
export function SeriesBars({
  points,
  max,
  maxLabel,
  firstLabel,
  lastLabel,
  label,
  tableId,
}: SeriesBarsProps) {
  const scale = max === null ? 0 : Number(max); // pixel position only, see above
  const slot = W / Math.max(points.length, 1);
  return (
    <svg
      className="fp-chart"
      part="chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      aria-describedby={tableId}
    >
      <line className="fp-chart__axis" x1={0} x2={W} y1={TOP} y2={TOP} />
      <line className="fp-chart__axis" x1={0} x2={W} y1={TOP + PLOT} y2={TOP + PLOT} />
      {scale > 0 && maxLabel ? (
        <text className="fp-chart__label" x={0} y={TOP - 5}>
          {maxLabel}
        </text>
      ) : null}
      {points.map((p, i) => {
        const value = Number(p.value); // pixel position only, see above
        if (!(scale > 0 && value > 0)) return null;
        const h = Math.max(Math.min(value / scale, 1) * PLOT, 1);
        return (
          <rect
            key={p.key}
            className="fp-chart__bar"
            x={i * slot + slot * 0.1}
            width={Math.max(slot * 0.8, 0.5)}
            y={TOP + PLOT - h}
            height={h}
          >
            <title>{p.title}</title>
          </rect>
        );
      })}
      {firstLabel ? (
        <text className="fp-chart__label" x={0} y={H - 4}>
          {firstLabel}
        </text>
      ) : null}
      {lastLabel ? (
        <text className="fp-chart__label" x={W} y={H - 4} textAnchor="end">
          {lastLabel}
        </text>
      ) : null}
    </svg>
  );
}
