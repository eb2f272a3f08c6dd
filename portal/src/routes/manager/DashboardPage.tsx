import { Rate } from '@flexportal/react/rate';

/** The manager dashboard (manager.dashboard); balances and statistics arrive with issue 7. */
export default function DashboardPage() {
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <h2>Rates</h2>
      <p>
        <Rate sell="EUR" buy="USD" />
      </p>
    </section>
  );
}
