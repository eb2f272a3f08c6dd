import { Link } from 'react-router';

/** /404: where unknown paths land (PP-2.1). */
export default function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <Link to="/">Back to the portal</Link>
    </section>
  );
}
