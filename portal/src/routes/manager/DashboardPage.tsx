import { Dashboard } from '@flexportal/react/dashboard';
import { Rate } from '@flexportal/react/rate';
import { LatestTickets } from '@flexportal/react/tickets';
import { AccessNoticeBox } from '../../app/AccessNoticeBox.js';

/**
 * The manager dashboard (manager.dashboard): the Dashboard screen (its heading is the page's)
 * with the latest tickets in its tickets slot, and the live EUR/USD rate. For a manager the
 * guard sent here (two-factor off), why the other pages are closed comes first: where they
 * land, not below the balances and the chart (issue 38), which also load and move below it.
 */
export default function DashboardPage() {
  return (
    <>
      <AccessNoticeBox />
      <Dashboard ticketsSlot={<LatestTickets />} />
      <section aria-labelledby="rates-title">
        <h2 id="rates-title">Rates</h2>
        <p>
          <Rate sell="EUR" buy="USD" />
        </p>
      </section>
    </>
  );
}
