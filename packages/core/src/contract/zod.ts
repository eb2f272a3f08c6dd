import { z } from 'zod';

// zod 4 probes `new Function` to compile fast parsers; under the portal's Trusted Types that
// probe is reported as a violation (R11) even though zod catches it. Jitless parses the same.
z.config({ jitless: true });

/** zod, configured for a strict CSP: every contract schema imports it from here. */
export { z };
