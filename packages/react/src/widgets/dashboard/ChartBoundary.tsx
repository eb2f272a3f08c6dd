import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logLoadFailure } from '../../hooks/logLoadFailure.js';

/** Props of {@link ChartBoundary}. */
export interface ChartBoundaryProps {
  /** Shown instead of the chart when its chunk fails to load or it throws. */
  fallback: ReactNode;
  /** The lazily loaded chart. */
  children: ReactNode;
}

/**
 * Keeps a chart failure inside the chart: a chunk that fails to load ('Loading chunk
 * failed', spec 8) is logged and replaced by `fallback`, while the rest of the dashboard,
 * the chart's data table included, stays.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    logLoadFailure('chart', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
