import { formatAmount } from '@flexportal/core';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import type { CurrencyTotal } from './currencyTotals.js';

/** Props of {@link CurrencyBalances}. */
export interface CurrencyBalancesProps {
  /** The sums per currency, in the order to show them (fiat first). */
  totals: readonly CurrencyTotal[];
}

const PARTS = ['available', 'pending'] as const;

/**
 * One card per currency, first on the dashboard: the total of every account in it, large,
 * with available and pending below (exact sums, `part="currency"` per card). What a
 * treasurer reads first; the tables below break it down by account.
 */
export function CurrencyBalances({ totals }: CurrencyBalancesProps) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  return (
    <ul className="fp-currencies">
      {totals.map((c) => (
        <li key={c.currency} className="fp-currency" part="currency">
          <h4 className="fp-currency__code">
            <abbr title={t('dashboard.currencyTotal', { currency: c.currency })}>{c.currency}</abbr>
          </h4>
          <dl className="fp-currency__sums">
            <div className="fp-currency__total">
              <dt className="fp-visually-hidden">{t('dashboard.total')}</dt>
              <dd>{formatAmount(c.total, locale)}</dd>
            </div>
            {PARTS.map((p) => (
              <div key={p} className="fp-currency__part">
                <dt>{t(`dashboard.${p}`)}</dt>
                <dd>{formatAmount(c[p], locale)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
