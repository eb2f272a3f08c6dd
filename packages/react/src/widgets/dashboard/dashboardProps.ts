import { isListPeriod, type ListPeriod } from '@flexportal/core';
import type { Granularity } from '@flexportal/core/contract';
import type { ReactNode } from 'react';
import { DEFAULT_STATISTIC_PERIOD } from './statisticPeriod.js';
import { DEFAULT_GRANULARITY, isGranularity } from './volumeSeries.js';

/** `detail` of the dashboard's events, by event name. */
export interface DashboardEventDetails {
  /** The user picked another report period. */
  periodchange: { period: ListPeriod };
  /** The user picked another chart granularity. */
  granularitychange: { granularity: Granularity };
}

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  /** Report period the statistics open on (attribute `period`); default `current_month`. */
  period?: ListPeriod;
  /** Granularity the chart opens on (attribute `granularity`); default `day`. */
  granularity?: Granularity;
  /** Latest notifications, shown in a labelled region (React hosts). */
  notificationsSlot?: ReactNode;
  /** Latest tickets, shown in a labelled region (React hosts). */
  ticketsSlot?: ReactNode;
  /**
   * Custom element mode: where a slot prop is absent, render `<slot name="notifications">`
   * and `<slot name="tickets">` for the element's light DOM. Default false.
   */
  useSlots?: boolean;
  /** Called when the user picks another report period. */
  onPeriodChange?: (detail: DashboardEventDetails['periodchange']) => void;
  /** Called when the user picks another chart granularity. */
  onGranularityChange?: (detail: DashboardEventDetails['granularitychange']) => void;
}

/** The opening choices of the props; a period or granularity it does not know gives the default. */
export function initialChoices(props: DashboardProps): {
  period: ListPeriod;
  granularity: Granularity;
  useSlots: boolean;
} {
  return {
    period: isListPeriod(props.period) ? props.period : DEFAULT_STATISTIC_PERIOD,
    granularity: isGranularity(props.granularity) ? props.granularity : DEFAULT_GRANULARITY,
    useSlots: props.useSlots === true,
  };
}
