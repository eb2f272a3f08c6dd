import { formatAmount, type QuoteState } from '@flexportal/core';
import { quoteTexts } from '../../../i18n/areas/quote.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { GrandTotalPanel } from '../withdrawal/GrandTotalPanel.js';

/** Props of {@link QuoteTotal}. */
export interface QuoteTotalProps {
  /** The quote (`useQuote().state`). */
  state: QuoteState;
  /** Decimal places of the source account. */
  subUnit?: number | undefined;
  /** Decimal places of the target account (the amount received). */
  toSubUnit?: number | undefined;
  /** Currency of the target account. */
  toCurrency?: string | undefined;
}

/**
 * The grand total of an exchanging form (PP-3.4): amount, fee, exchange fee, total and the
 * balance after, then what the target account receives at the quoted rate, and the notice
 * when the rate moved before money moved.
 */
export function QuoteTotal({ state, subUnit, toSubUnit, toCurrency }: QuoteTotalProps) {
  const t = useT(quoteTexts);
  const locale = useLocale();
  const grandTotal =
    state.status === 'ready' && state.total
      ? ({ status: 'ready', total: state.total } as const)
      : state.status === 'loading'
        ? ({ status: 'loading' } as const)
        : state.status === 'error'
          ? ({ status: 'error' } as const)
          : ({ status: 'empty' } as const);
  const toAmount = state.status === 'ready' ? state.total?.to_amount : null;
  return (
    <>
      <GrandTotalPanel grandTotal={grandTotal} subUnit={subUnit} />
      {toAmount ? (
        <p className="fp-quote__receive" part="quote-receive">
          {t('quote.toAmount')}{' '}
          <strong data-to-amount={toAmount}>
            {formatAmount(toAmount, locale, { subUnit: toSubUnit, currency: toCurrency })}
          </strong>
        </p>
      ) : null}
      {state.moved ? (
        <p className="fp-total__warning" role="alert" part="quote-moved">
          {t('quote.moved')}
        </p>
      ) : null}
    </>
  );
}
