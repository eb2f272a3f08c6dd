import { Dashboard } from '@flexportal/react/dashboard';
import { Rate } from '@flexportal/react/rate';
import { LatestTickets } from '@flexportal/react/tickets';
import { AccessNoticeBox } from '../../app/AccessNoticeBox.js';

/**
 * The manager dashboard (manager.dashboard): the Dashboard screen (its heading is the page's)
 * with the latest tickets in its tickets slot, and the live EUR/USD rate; for a manager without two-factor, why the other pages are closed.
 */
export default function DashboardPage() {
  return (
    <>
      <Dashboard ticketsSlot={<LatestTickets />} />
      <AccessNoticeBox />
      <section aria-labelledby="rates-title">
        <h2 id="rates-title">Rates</h2>
        <p>
          <Rate sell="EUR" buy="USD" />
        </p>
      </section>
    </>
  );
}
