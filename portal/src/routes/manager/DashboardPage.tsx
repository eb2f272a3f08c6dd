import { Dashboard } from '@flexportal/react/dashboard';
import { Rate } from '@flexportal/react/rate';
import { AccessNoticeBox } from '../../app/AccessNoticeBox.js';

/**
 * The manager dashboard (manager.dashboard): the Dashboard screen (its heading is the page's)
 * and the live EUR/USD rate; for a manager without two-factor, why the other pages are closed.
 */
export default function DashboardPage() {
  return (
    <>
      <Dashboard />
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
