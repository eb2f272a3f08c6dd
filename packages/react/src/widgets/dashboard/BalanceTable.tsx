import { formatAmount } from '@flexportal/core';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { currencyOf, currencyTotals } from './currencyTotals.js';
import type { DashboardAccount } from './dashboardTypes.js';

/** Props of {@link BalanceTable}. */
export interface BalanceTableProps {
  /** The table's caption: fiat or crypto accounts. */
  caption: string;
  /** The accounts, one row each. */
  accounts: readonly DashboardAccount[];
}

const BALANCES = ['total', 'available', 'pending'] as const;

/**
 * Accounts with their total, available and pending balances (`part="balance"` per row),
 * each the server's exact string. A currency held in several accounts gets a footer row
 * with the sums, added exactly; a single account's sum would only repeat its row.
 */
export function BalanceTable({ caption, accounts }: BalanceTableProps) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  const totals = currencyTotals(accounts).filter((c) => c.accounts > 1);
  const header = (
    <tr>
      <th scope="col">{t('dashboard.account')}</th>
      <th scope="col">{t('dashboard.currency')}</th>
      {BALANCES.map((b) => (
        <th key={b} scope="col" className="fp-num">
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
            <td>{currencyOf(a)}</td>
            {BALANCES.map((b) => (
              <td key={b} className="fp-num">
                {formatAmount(a[`${b}_balance`], locale, { subUnit: a.sub_unit })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals.length > 0 ? (
        <tfoot>
          {totals.map((c) => (
            <tr key={c.currency}>
              <th scope="row">{t('dashboard.currencyTotal', { currency: c.currency })}</th>
              <td>{c.currency}</td>
              {BALANCES.map((b) => (
                <td key={b} className="fp-num">
                  {formatAmount(c[b], locale)}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}
