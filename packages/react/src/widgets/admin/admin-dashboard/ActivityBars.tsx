import { formatDecimal } from '@flexportal/core';
import { useLocale } from '../../../provider/FlexportalProvider.js';
import type { ActivityVolumeRow } from './adminVolume.js';

/** Props of {@link ActivityBars}. */
export interface ActivityBarsProps {
  /** Types with their counts, largest first. */
  rows: readonly ActivityVolumeRow[];
  /** The label of a type. */
  label: (type: string) => string;
  /** The chart's accessible name. */
  title: string;
}

// Drawn at about the panel's width, so the labels keep the sheet's 11px.
const W = 360;
const ROW = 24;
const LABEL = 150;

/**
 * Activities by type as horizontal bars in SVG (a few hundred bytes, no library): bars are
 * placed by attributes and coloured by the dashboard sheet's classes, so they theme and
 * pass a strict CSP. The counts are printed at each bar, so nothing is read off the scale.
 */
export function ActivityBars({ rows, label, title }: ActivityBarsProps) {
  const locale = useLocale();
  const top = rows.reduce((m, r) => Math.max(m, r.count), 0);
  const room = W - LABEL - 40;
  return (
    <svg
      className="fp-chart"
      part="chart"
      viewBox={`0 0 ${W} ${rows.length * ROW}`}
      role="img"
      aria-label={title}
    >
      {rows.map((r, i) => {
        const width = top > 0 ? Math.max(2, (r.count / top) * room) : 0;
        const y = i * ROW;
        return (
          <g key={r.type}>
            <text className="fp-chart__label" x={0} y={y + 16}>
              {label(r.type)}
            </text>
            <rect className="fp-chart__bar" x={LABEL} y={y + 6} width={width} height={ROW - 10} />
            <text className="fp-chart__label" x={LABEL + width + 6} y={y + 16}>
              {formatDecimal(r.count, locale)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
