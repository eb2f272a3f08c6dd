import { formatAmount, formatDecimal } from '@flexportal/core';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useLocale, useT } from '../../provider/FlexportalProvider.js';
import { Panel } from './Panel.js';
import { PanelStatus } from './PanelStatus.js';
import { useAccountsVolume } from './useDashboardResources.js';

/** Transactions and their amount per account (`company/statistic/accounts-transaction-volume`). */
export function AccountsVolumePanel() {
  const t = useT(dashboardTexts);
  const title = t('dashboard.accountsVolume');
  return (
    <Panel title={title}>{(retry) => <AccountsVolumeBody retry={retry} title={title} />}</Panel>
  );
}

function AccountsVolumeBody({ retry, title }: { retry: () => void; title: string }) {
  const t = useT(dashboardTexts);
  const locale = useLocale();
  const rows = useAccountsVolume();
  if (rows.status !== 'ready') {
    return <PanelStatus status={rows.status} retry={retry} panel={title} />;
  }
  const list = (rows.data ?? []).filter((r) => r && r.bank_account_id !== undefined);
  if (list.length === 0) return <p className="fp-panel__quiet">{t('dashboard.noVolume')}</p>;
  return (
    <table className="fp-table" part="statistic">
      <thead>
        <tr>
          <th scope="col">{t('dashboard.account')}</th>
          <th scope="col" className="fp-num">
            {t('dashboard.transactions')}
          </th>
          <th scope="col" className="fp-num">
            {t('dashboard.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => (
          <tr key={r.bank_account_id}>
            <th scope="row">{r.name ?? r.bank_account_id}</th>
            <td className="fp-num">
              {r.count === undefined ? '–' : formatDecimal(r.count, locale)}
            </td>
            <td className="fp-num">{formatAmount(r.amount, locale, { currency: r.currency })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
