import { useEffect, useId, useRef, useState } from 'react';
import { SignInGate } from '../../global/SignInGate.js';
import { dashboardTexts } from '../../i18n/areas/dashboard.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { useStyles } from '../../ui/styles/useStyles.js';
import { AccountsVolumePanel } from './AccountsVolumePanel.js';
import { AnnouncementsPanel } from './AnnouncementsPanel.js';
import { BalancesPanel } from './BalancesPanel.js';
import { dashboardCss } from './dashboardCss.js';
import { type DashboardProps, initialChoices } from './dashboardProps.js';
import { SlotRegion } from './SlotRegion.js';
import { StatisticsPanel } from './StatisticsPanel.js';
import { VolumePanel } from './VolumePanel.js';

/**
 * The manager dashboard (roles manager and manager-reader): balances per account, company
 * statistics per report period, the transaction volume chart, volume per account, the
 * latest announcements, and regions for the host's latest notifications and tickets.
 * Each panel loads, fails and retries on its own. Signs the user in first when there is
 * no session. CSS parts: `dashboard`, `panel`, `currency`, `balance`, `statistic`, `chart`,
 * `announcement`, `segmented` (and the kit's `button`).
 */
export function Dashboard(props: DashboardProps) {
  const ref = useStyles<HTMLDivElement>(dashboardCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <DashboardBody {...props} />
      </SignInGate>
    </div>
  );
}

function DashboardBody(props: DashboardProps) {
  const t = useT(dashboardTexts);
  const titleId = useId();
  const initial = initialChoices(props);
  const [period, setPeriod] = useState(initial.period);
  const [granularity, setGranularity] = useState(initial.granularity);
  // A host changing the attribute later moves the choice too.
  useEffect(() => setPeriod(initial.period), [initial.period]);
  useEffect(() => setGranularity(initial.granularity), [initial.granularity]);
  const cb = useRef(props);
  cb.current = props;
  return (
    <section part="dashboard" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('dashboard.title')}</h2>
      <div className="fp-dashboard">
        <BalancesPanel />
        <StatisticsPanel
          period={period}
          onPeriodChange={(next) => {
            setPeriod(next);
            cb.current.onPeriodChange?.({ period: next });
          }}
        />
        <AnnouncementsPanel />
        <VolumePanel
          granularity={granularity}
          onGranularityChange={(next) => {
            setGranularity(next);
            cb.current.onGranularityChange?.({ granularity: next });
          }}
        />
        <AccountsVolumePanel />
        <SlotRegion
          label={t('dashboard.notifications')}
          name="notifications"
          content={props.notificationsSlot}
          useSlots={initial.useSlots}
        />
        <SlotRegion
          label={t('dashboard.tickets')}
          name="tickets"
          content={props.ticketsSlot}
          useSlots={initial.useSlots}
        />
      </div>
    </section>
  );
}
