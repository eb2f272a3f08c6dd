import { formatAmount } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { currencyOf } from './currencyTotals.js';

/** Props of {@link BalanceTable}. */
export interface BalanceTableProps {
  /** The table's caption: fiat or crypto accounts. */
  caption: string;
  /** The accounts, one row each. */
  accounts: readonly BankAccount[];
}

const BALANCES = ['total', 'available', 'pending'] as const;
// On a narrow panel the cards above already say each currency and what is pending.
const WIDE_ONLY = new Set<string>(['pending']);

/**
 * Accounts with their total, available and pending balances (`part="balance"` per row),
 * each the server's exact string. The sums per currency are the cards above the tables; a
 * narrow panel leaves out the currency and pending columns, which the cards show.
 */
export function BalanceTable({ caption, accounts }: BalanceTableProps) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  const header = (
    <tr>
      <th scope="col">{t('dashboard.account')}</th>
      <th scope="col" className="fp-wide-only">
        {t('dashboard.currency')}
      </th>
      {BALANCES.map((b) => (
        <th key={b} scope="col" className={WIDE_ONLY.has(b) ? 'fp-num fp-wide-only' : 'fp-num'}>
          {t(`dashboard.${b}`)}
        </th>
      ))}
    </tr>
  );
  return (
    <table className="fp-table">
      <caption className="fp-panel__subtitle">{caption}</caption>
      <thead>{header}</thead>
      <tbody>
        {accounts.map((a) => (
          <tr key={a.id} part="balance">
            <th scope="row">{a.name ?? a.id}</th>
            <td className="fp-wide-only">{currencyOf(a)}</td>
            {BALANCES.map((b) => (
              <td key={b} className={WIDE_ONLY.has(b) ? 'fp-num fp-wide-only' : 'fp-num'}>
                {formatAmount(a[`${b}_balance`], locale, { subUnit: a.sub_unit })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
