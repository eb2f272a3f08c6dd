import { useRouteDef } from './useRouteDef.js';

/** Shown by routes whose screen does not exist yet: clear, never a 404. */
export function Placeholder() {
  const route = useRouteDef();
  return (
    <section aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{route?.title ?? 'Coming soon'}</h1>
      <p>This screen is on its way. Route: {route?.name}.</p>
    </section>
  );
}
