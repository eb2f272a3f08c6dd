import { formatDecimal, type RatePair } from '@flexportal/core';
import { quoteTexts } from '../../../i18n/areas/quote.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';

/** Props of {@link RateCountdown}. */
export interface RateCountdownProps {
  /** The pair from the rate store (`useQuote().pair` or `useRatePair()`); undefined while unset. */
  pair: RatePair | undefined;
}

/**
 * The live rate of a payment form with its countdown (PP-4.7): "1 EUR = 0.8571 GBP", then
 * "New rate in 7 s" and a bar that empties on the 1 s tick and fills again with each new
 * rate; "Rate held…" while a submit paused it (PP-4.1-05). Only the rate is announced to
 * screen readers, not every tick. CSS parts: `quote`, `quote-rate`, `quote-countdown`.
 */
export function RateCountdown({ pair }: RateCountdownProps) {
  const t = useT(quoteTexts);
  const locale = useLocale();
  if (!pair) return null;
  const rate = pair.exchange;
  const paused = pair.pausedUntil !== null && Date.now() < pair.pausedUntil;
  const status = paused
    ? t('quote.paused')
    : pair.loading
      ? t('quote.refreshing')
      : t('quote.refreshIn', { seconds: String(pair.timerValue) });
  return (
    <div className="fp-quote" part="quote" data-timer={pair.timerValue}>
      <output className="fp-quote__rate" part="quote-rate" aria-live="polite">
        <span className="fp-quote__label">{t('quote.rateLabel')}</span>{' '}
        {rate ? (
          <>
            1 {rate.sell} ={' '}
            <span className="fp-quote__value" data-rate={rate.rate}>
              {formatDecimal(rate.rate, locale)}
            </span>{' '}
            {rate.buy}
          </>
        ) : pair.loading ? (
          t('quote.loading')
        ) : (
          t('quote.unavailable')
        )}
      </output>
      {pair.timer ? (
        <span className="fp-quote__countdown" part="quote-countdown">
          <span className="fp-quote__status">{status}</span>
          <span
            className="fp-quote__bar"
            aria-hidden="true"
            style={{ inlineSize: `${(100 * pair.timerValue) / Math.max(1, pair.interval)}%` }}
          />
        </span>
      ) : null}
    </div>
  );
}

/** Styles of {@link RateCountdown}, appended to a payment form's sheet. */
export const rateCountdownCss = `
.fp-quote { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 1rem; border: 1px solid var(--fp-border, #ced4da); border-radius: var(--fp-radius, 0.375rem); padding: 0.5rem 1rem; margin-block-end: 0.75rem; }
.fp-quote__label { font-weight: 600; }
.fp-quote__value { font-variant-numeric: tabular-nums; font-weight: 600; }
.fp-quote__countdown { display: flex; flex-direction: column; gap: 0.2rem; min-inline-size: 10rem; color: var(--fp-muted, #6c757d); font-size: 0.875em; font-variant-numeric: tabular-nums; }
.fp-quote__bar { display: block; block-size: 3px; background: var(--fp-primary, #0d6efd); border-radius: 2px; transition: inline-size 1s linear; }
@media (prefers-reduced-motion: reduce) { .fp-quote__bar { transition: none; } }
`;
