import { Link } from 'react-router';

/** Shown for any path the portal does not know. */
export function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <Link to="/">Back to the portal</Link>
    </section>
  );
}
