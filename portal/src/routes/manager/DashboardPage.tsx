import { Dashboard } from '@flexportal/react/dashboard';
import { Rate } from '@flexportal/react/rate';

/**
 * The manager dashboard (manager.dashboard): the Dashboard screen (its heading is the page's)
 * and the live EUR/USD rate.
 */
export default function DashboardPage() {
  return (
    <>
      <Dashboard />
      <section aria-labelledby="rates-title">
        <h2 id="rates-title">Rates</h2>
        <p>
          <Rate sell="EUR" buy="USD" />
        </p>
      </section>
    </>
  );
}
