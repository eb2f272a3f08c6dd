import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { accountGroups } from './accountGroups.js';
import { BalanceTable } from './BalanceTable.js';
import { CurrencyBalances } from './CurrencyBalances.js';
import { currencyTotals } from './currencyTotals.js';
import { Panel } from './Panel.js';
import { PanelStatus } from './PanelStatus.js';
import { useBalances } from './useDashboardResources.js';

/** The balances per currency first, then of every account, fiat and crypto apart. */
export function BalancesPanel() {
  const t = useT(dashboardTexts);
  const title = t('dashboard.balances');
  return (
    <Panel title={title} wide>
      {(retry) => <BalancesBody retry={retry} title={title} />}
    </Panel>
  );
}

function BalancesBody({ retry, title }: { retry: () => void; title: string }) {
  const t = useT(dashboardTexts);
  const accounts = useBalances();
  if (accounts.status !== 'ready') {
    return <PanelStatus status={accounts.status} retry={retry} panel={title} />;
  }
  const groups = accountGroups(accounts.data ?? []);
  if (groups.length === 0) return <p className="fp-panel__quiet">{t('dashboard.noAccounts')}</p>;
  return (
    <>
      <CurrencyBalances totals={groups.flatMap((g) => currencyTotals(g.accounts))} />
      {groups.map((g) => (
        <BalanceTable
          key={g.type}
          caption={t(g.type === 'crypto' ? 'dashboard.crypto' : 'dashboard.fiat')}
          accounts={g.accounts}
        />
      ))}
    </>
  );
}
