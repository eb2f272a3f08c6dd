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
  // Amounts become numbers here ONLY to place pixels: a bar's height is a ratio, and
  // nothing computed from these floats is ever shown.
  const scale = top ? Number(top.amount) : 0;
  const slot = W / Math.max(points.length, 1);
  const first = points[0];
  const last = points[points.length - 1];
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
      {top && scale > 0 ? (
        <text className="fp-chart__label" x={0} y={TOP - 5}>
          {formatAmount(top.amount, locale, { currency })}
        </text>
      ) : null}
      {points.map((p, i) => {
        const value = Number(p.amount); // pixel position only, see above
        if (!(scale > 0 && value > 0)) return null;
        const h = Math.max((value / scale) * PLOT, 1);
        return (
          <rect
            key={p.at}
            className="fp-chart__bar"
            x={i * slot + slot * 0.1}
            width={Math.max(slot * 0.8, 0.5)}
            y={TOP + PLOT - h}
            height={h}
          >
            <title>{`${bucketLabel(p.at, granularity)}: ${formatAmount(p.amount, locale, { currency })} (${formatDecimal(p.count, locale)})`}</title>
          </rect>
        );
      })}
      {first ? (
        <text className="fp-chart__label" x={0} y={H - 4}>
          {bucketLabel(first.at, granularity)}
        </text>
      ) : null}
      {last && last !== first ? (
        <text className="fp-chart__label" x={W} y={H - 4} textAnchor="end">
          {bucketLabel(last.at, granularity)}
        </text>
      ) : null}
    </svg>
  );
}
