import { z } from 'zod';

// zod 4 probes `new Function` to compile fast parsers; under the portal's Trusted Types that
// probe is reported as a violation (R11) even though zod catches it. Jitless parses the same,
// only slower: pages and workers (where a CSP applies) parse jitless; a Node server (the
// sandbox checking 10,000 import rows, P5) keeps the compiled parsers. A schema takes the
// setting in force when it is built, so this runs before any contract schema is.
const onServer =
  typeof document === 'undefined' &&
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
    'string';
z.config({ jitless: !onServer });

/** zod, configured for a strict CSP: every contract schema imports it from here. */
export { z };
