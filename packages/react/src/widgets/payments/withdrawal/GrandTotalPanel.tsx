import { formatAmount } from '@flexportal/core';
import { useId } from 'react';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import type { GrandTotalState } from './useGrandTotal.js';

/** Props of {@link GrandTotalPanel}. */
export interface GrandTotalPanelProps {
  /** The fee preview. */
  grandTotal: GrandTotalState;
  /** Decimal places of the source account (PP-5: rounding to sub_unit). */
  subUnit?: number | undefined;
}

/** The live fee preview (PP-3.4): amount, fees, total and the balance after it. */
export function GrandTotalPanel({ grandTotal, subUnit }: GrandTotalPanelProps) {
  const t = useT(withdrawalTexts);
  const locale = useLocale();
  const busy = grandTotal.status === 'loading';
  const titleId = useId();
  return (
    <section
      className="fp-total"
      part="grand-total"
      aria-labelledby={titleId}
      aria-live="polite"
      aria-busy={busy}
    >
      <h3 className="fp-total__title" id={titleId}>
        {t('total.title')}
      </h3>
      {grandTotal.status === 'ready' ? (
        <>
          <dl className="fp-total__rows">
            {(
              [
                ['total.amount', grandTotal.total.transaction_amount],
                ['total.fee', grandTotal.total.fee_amount],
                ['total.exchangeFee', grandTotal.total.exchange_fee_amount],
                ['total.total', grandTotal.total.total_amount],
                ['total.available', grandTotal.total.available_balance],
                ['total.nextAvailable', grandTotal.total.next_available_balance],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="fp-total__row">
                <dt>{t(key)}</dt>
                <dd>
                  {formatAmount(value, locale, {
                    subUnit,
                    currency: grandTotal.total.currency_unit.value,
                  })}
                </dd>
              </div>
            ))}
          </dl>
          {grandTotal.total.is_enough_balance ? null : (
            <p className="fp-total__warning" role="alert">
              {t('total.notEnough')}
            </p>
          )}
        </>
      ) : (
        <p className="fp-total__hint">{busy ? t('total.calculating') : t('total.empty')}</p>
      )}
    </section>
  );
}
