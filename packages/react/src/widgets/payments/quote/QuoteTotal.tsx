import { formatAmount, type QuoteState } from '@flexportal/core';
import { useId } from 'react';
import { quoteTexts } from '../../../i18n/areas/quote.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';

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

const ROWS = [
  ['quote.total.amount', 'transaction_amount'],
  ['quote.total.fee', 'fee_amount'],
  ['quote.total.exchangeFee', 'exchange_fee_amount'],
  ['quote.total.total', 'total_amount'],
  ['quote.total.available', 'available_balance'],
  ['quote.total.nextAvailable', 'next_available_balance'],
] as const;

/**
 * The grand total of an exchanging form (PP-3.4): amount, fee, exchange fee, total and the
 * balance after, then what the target account receives at the quoted rate, and the notice
 * when the rate moved before money moved. The withdrawal's panel, markup and parts alike,
 * with texts of its own: sharing that component would load the withdrawal's texts with
 * every exchanging screen and the quote chunk with the withdrawal (size budgets).
 */
export function QuoteTotal({ state, subUnit, toSubUnit, toCurrency }: QuoteTotalProps) {
  const t = useT(quoteTexts);
  const locale = useLocale();
  const titleId = useId();
  const total = state.status === 'ready' ? state.total : null;
  return (
    <>
      <section
        className="fp-total"
        part="grand-total"
        aria-labelledby={titleId}
        aria-live="polite"
        aria-busy={state.status === 'loading'}
      >
        <h3 className="fp-total__title" id={titleId}>
          {t('quote.total.title')}
        </h3>
        {total ? (
          <>
            <dl className="fp-total__rows">
              {ROWS.map(([key, field]) => (
                <div key={key} className="fp-total__row">
                  <dt>{t(key)}</dt>
                  <dd>
                    {formatAmount(total[field], locale, {
                      subUnit,
                      currency: total.currency_unit.value,
                    })}
                  </dd>
                </div>
              ))}
              {total.to_amount ? (
                <div className="fp-total__row" part="quote-receive">
                  <dt>{t('quote.toAmount')}</dt>
                  <dd data-to-amount={total.to_amount}>
                    <strong>
                      {formatAmount(total.to_amount, locale, {
                        subUnit: toSubUnit,
                        currency: toCurrency,
                      })}
                    </strong>
                  </dd>
                </div>
              ) : null}
            </dl>
            {total.is_enough_balance ? null : (
              <p className="fp-total__warning" role="alert">
                {t('quote.total.notEnough')}
              </p>
            )}
          </>
        ) : (
          <p className="fp-total__hint">
            {state.status === 'loading' ? t('quote.total.calculating') : t('quote.total.empty')}
          </p>
        )}
      </section>
      {state.moved ? (
        <p className="fp-total__warning" role="alert" part="quote-moved">
          {t('quote.moved')}
        </p>
      ) : null}
    </>
  );
}
