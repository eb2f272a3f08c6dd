// The shared runtime chunk: every screen chunk of a page reuses it. Frame mode never loads
// it (see frame.ts).
/** @public imported at run time by the loader (cdn/loader.ts, its Runtime interface) */
export { createClient, warmReads } from '@flexportal/core';
/** @public imported at run time by the loader (cdn/loader.ts, its Runtime interface) */
export { listenForRefresh } from '../hostRefresh.js';
// registerElements, not defineElements: its default list would pull every screen in here.
/** @public imported at run time by the loader (cdn/loader.ts, its Runtime interface) */
export { registerElements as defineElements } from '../registerElements.js';
/** @public imported at run time by the loader (cdn/loader.ts, its Runtime interface) */
export { themePage } from '../theme/schemes.js';
