import { Rate } from '@flexportal/react/rate';

/** Live rates of the main pairs. */
export function RatesPage() {
  return (
    <section aria-labelledby="rates-title">
      <h1 id="rates-title">Rates</h1>
      <p>
        <Rate sell="EUR" buy="USD" />
      </p>
    </section>
  );
}
