import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Button } from '../../ui/Button.js';

/** Props of {@link PanelStatus}. */
export interface PanelStatusProps {
  /** The body's load state: anything but error shows the skeleton. */
  status: 'idle' | 'loading' | 'error';
  /** Loads the body again. */
  retry: () => void;
  /** The panel's title, naming the retry button among several. */
  panel: string;
  /** Skeleton lines to draw; default 3. */
  lines?: number;
}

/**
 * A panel's loading skeleton or its quiet error state. Load failures are only logged
 * (PP-8-18, by useCached): the user sees a neutral line and a retry button, no alert.
 */
export function PanelStatus({ status, retry, panel, lines = 3 }: PanelStatusProps) {
  const t = useT(dashboardTexts);
  if (status === 'error') {
    return (
      <div>
        <p className="fp-panel__quiet">{t('dashboard.unavailable')}</p>
        <Button
          variant="secondary"
          onClick={retry}
          aria-label={t('dashboard.retryPanel', { panel })}
        >
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="fp-panel__skeleton" aria-busy="true">
      <span className="fp-visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: lines }, (_, n) => `line-${n}`).map((line) => (
        <span key={line} className="fp-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
