import { compareDecimal, formatAmount, formatDecimal } from '@flexportal/core';
import type { Granularity, VolumePoint } from '@flexportal/core/contract';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '../../provider/FlexportalProvider.js';
import { axisTicks, labelledBars } from './chartScale.js';
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
const BOTTOM = 20; // room for the bucket labels
const PLOT = H - TOP - BOTTOM;
const LABEL_CHAR = 7; // px a label's character takes, about, at the labels' 11-12 px
const X_LABEL_SPACE = 84; // px a bucket label needs so its neighbours never touch

/**
 * The transaction volume as bars, one per bucket (`part="chart"`), against a value axis in
 * round amounts of the currency (issue 38: reads at a glance). Loaded lazily: the
 * dashboard paints without this chunk.
 */
export function VolumeBars({ points, granularity, currency, label, tableId }: VolumeBarsProps) {
  const locale = useLocale();
  // The largest amount is found with exact comparison; the axis steps are exact decimals.
  const top = points.reduce<VolumePoint | null>(
    (max, p) => (max === null || compareDecimal(p.amount, max.amount) > 0 ? p : max),
    null,
  );
  const ticks = axisTicks(top?.amount ?? '0').map((value) => ({
    value,
    label: formatAmount(value, locale),
  }));
  return (
    <SeriesBars
      points={points.map((p) => ({
        key: p.at,
        value: p.amount,
        title: `${bucketLabel(p.at, granularity)}: ${formatAmount(p.amount, locale, { currency })} (${formatDecimal(p.count, locale)})`,
        label: bucketLabel(p.at, granularity),
      }))}
      max={top?.amount ?? null}
      maxLabel={top ? formatAmount(top.amount, locale, { currency }) : ''}
      firstLabel=""
      lastLabel=""
      ticks={ticks}
      axisTitle={currency}
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
  /** Its label under the axis, shown when there is room. */
  label?: string;
}

/** Props of {@link SeriesBars}. */
export interface SeriesBarsProps {
  /** The bars, in order. */
  points: readonly SeriesBar[];
  /** The top of the scale (a decimal string); bars are drawn against it. */
  max: string | null;
  /** Written above the plot: what the top of the scale is (without `ticks`). */
  maxLabel: string;
  /** Written under the first and the last bar (bars without labels of their own). */
  firstLabel: string;
  lastLabel: string;
  /** A value axis: round decimal steps from 0 and their texts; the last is the scale's top. */
  ticks?: readonly { value: string; label: string }[];
  /** Written above the value axis (the currency). */
  axisTitle?: string;
  /** The chart's accessible name. */
  label: string;
  /** Id of the data table that lists the same points. */
  tableId?: string;
}

/** The width the chart's box has, so one unit of the drawing is one CSS pixel. */
function useBoxWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(W);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = Math.round(el.clientWidth);
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Bars in SVG, the one chart of the widgets (`part="chart"`): the dashboards' volume and
 * the system overview's series draw through it. Values are decimal strings; they become
 * numbers here only to place pixels, and every shown figure is the caller's text. Drawn at
 * the box's own width, so labels keep their size on a phone.
 */
export function SeriesBars({
  points,
  max,
  maxLabel,
  firstLabel,
  lastLabel,
  ticks,
  axisTitle,
  label,
  tableId,
}: SeriesBarsProps) {
  const [ref, width] = useBoxWidth();
  const axis = ticks && ticks.length > 1 ? ticks : null;
  const top = axis ? (axis[axis.length - 1]?.value ?? null) : max;
  const scale = top === null ? 0 : Number(top); // pixel position only, see above
  const gutter = axis ? Math.max(...axis.map((t) => t.label.length)) * LABEL_CHAR + 10 : 0;
  const plotW = Math.max(width - gutter, 1);
  const slot = plotW / Math.max(points.length, 1);
  const y = (value: string) => TOP + PLOT - Math.min(Number(value) / scale, 1) * PLOT;
  const barLabels = points.some((p) => p.label)
    ? labelledBars(points.length, plotW / X_LABEL_SPACE)
    : [];
  return (
    <div ref={ref} className="fp-chart-box">
      <svg
        className="fp-chart"
        part="chart"
        viewBox={`0 0 ${width} ${H}`}
        role="img"
        aria-label={label}
        aria-describedby={tableId}
      >
        {axis && scale > 0 ? (
          <>
            {axisTitle ? (
              <text className="fp-chart__label fp-chart__title" x={0} y={TOP - 8}>
                {axisTitle}
              </text>
            ) : null}
            {axis.map((t) => (
              <g key={t.value}>
                <line
                  className={t.value === '0' ? 'fp-chart__axis' : 'fp-chart__grid'}
                  x1={gutter}
                  x2={width}
                  y1={y(t.value)}
                  y2={y(t.value)}
                />
                <text
                  className="fp-chart__label"
                  x={gutter - 6}
                  y={y(t.value) + 4}
                  textAnchor="end"
                >
                  {t.label}
                </text>
              </g>
            ))}
          </>
        ) : (
          <>
            <line className="fp-chart__axis" x1={0} x2={width} y1={TOP} y2={TOP} />
            <line className="fp-chart__axis" x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} />
            {scale > 0 && maxLabel ? (
              <text className="fp-chart__label" x={0} y={TOP - 5}>
                {maxLabel}
              </text>
            ) : null}
          </>
        )}
        {points.map((p, i) => {
          const value = Number(p.value); // pixel position only, see above
          if (!(scale > 0 && value > 0)) return null;
          const h = Math.max(Math.min(value / scale, 1) * PLOT, 1);
          const bar = Math.min(Math.max(slot * 0.7, 0.5), 48);
          return (
            <rect
              key={p.key}
              className="fp-chart__bar"
              x={gutter + i * slot + (slot - bar) / 2}
              width={bar}
              y={TOP + PLOT - h}
              height={h}
              rx={Math.min(bar / 6, 3)}
            >
              <title>{p.title}</title>
            </rect>
          );
        })}
        {barLabels.map((i) => {
          const p = points[i];
          if (!p?.label) return null;
          const anchor =
            barLabels.length > 1 && i === 0
              ? 'start'
              : barLabels.length > 1 && i === points.length - 1
                ? 'end'
                : 'middle';
          const x =
            anchor === 'start'
              ? gutter + i * slot
              : anchor === 'end'
                ? gutter + (i + 1) * slot
                : gutter + (i + 0.5) * slot;
          return (
            <text key={p.key} className="fp-chart__label" x={x} y={H - 4} textAnchor={anchor}>
              {p.label}
            </text>
          );
        })}
        {barLabels.length === 0 && firstLabel ? (
          <text className="fp-chart__label" x={0} y={H - 4}>
            {firstLabel}
          </text>
        ) : null}
        {barLabels.length === 0 && lastLabel ? (
          <text className="fp-chart__label" x={width} y={H - 4} textAnchor="end">
            {lastLabel}
          </text>
        ) : null}
      </svg>
    </div>
  );
}
