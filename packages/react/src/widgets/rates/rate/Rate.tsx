import { formatDecimal } from '@flexportal/core';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { useRate } from './useRate.js';

/** Props of {@link Rate}. */
export interface RateProps {
  /** Currency sold, e.g. "EUR". */
  sell?: string;
  /** Currency bought, e.g. "USD". */
  buy?: string;
}

/**
 * Shows the live rate of one pair, "1 EUR = 1.0842 USD", refreshed every 10 s on the rate
 * store's 1 s tick (not while the page is hidden). CSS part: `rate`, `value`.
 */
export function Rate({ sell, buy }: RateProps) {
  const state = useRate(sell, buy);
  const t = useT();
  const locale = useLocale();
  const ref = useStyles<HTMLOutputElement>(kitCss);
  return (
    <output
      ref={ref}
      className="fp-root fp-rate"
      aria-live="polite"
      aria-busy={state.status === 'loading'}
      part="rate"
    >
      {state.status === 'ready' ? (
        <>
          1 {state.rate.sell} ={' '}
          <span className="fp-rate__value" part="value">
            {formatDecimal(state.rate.rate, locale)}
          </span>{' '}
          {state.rate.buy}
        </>
      ) : state.status === 'error' ? (
        t('rate.unavailable')
      ) : (
        t('rate.loading')
      )}
    </output>
  );
}
