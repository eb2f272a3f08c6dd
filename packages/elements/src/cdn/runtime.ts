// The shared runtime chunk: every screen chunk of a page reuses it.
export { createClient } from '@flexportal/core';
export { defineFrameElements } from '../defineFrameElements.js';
// registerElements, not defineElements: its default list would pull every screen in here.
export { registerElements as defineElements } from '../registerElements.js';
export { adoptScheme, schemeTokens } from '../theme/schemes.js';
