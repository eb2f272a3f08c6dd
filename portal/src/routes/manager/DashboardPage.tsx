import { Dashboard } from '@flexportal/react/dashboard';
import { Rate } from '@flexportal/react/rate';

/** The manager dashboard (manager.dashboard): balances, statistics, volume, announcements. */
export default function DashboardPage() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <Dashboard />
      <h2>Rates</h2>
      <p>
        <Rate sell="EUR" buy="USD" />
      </p>
    </section>
  );
}
