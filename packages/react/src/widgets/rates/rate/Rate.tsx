import { useRate } from './useRate.js';

/** Props of {@link Rate}. */
export interface RateProps {
  /** Currency sold, e.g. "EUR". */
  sell?: string;
  /** Currency bought, e.g. "USD". */
  buy?: string;
}

/** Shows the live rate of one pair: "1 EUR = 1.0842 USD". */
export function Rate({ sell, buy }: RateProps) {
  const state = useRate(sell, buy);
  return (
    <output className="fp-rate" aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'ready' ? (
        <>
          1 {state.rate.sell} = <span className="fp-rate__value">{state.rate.rate}</span>{' '}
          {state.rate.buy}
        </>
      ) : state.status === 'error' ? (
        'Rate unavailable'
      ) : (
        'Loading rate…'
      )}
    </output>
  );
}
