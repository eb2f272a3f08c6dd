// The shared runtime chunk: every screen chunk of a page reuses it. Frame mode never loads
// it (see frame.ts).
export { createClient } from '@flexportal/core';
// registerElements, not defineElements: its default list would pull every screen in here.
export { registerElements as defineElements } from '../registerElements.js';
export { adoptScheme, schemeTokens } from '../theme/schemes.js';
