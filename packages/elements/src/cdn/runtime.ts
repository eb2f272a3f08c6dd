// The shared runtime chunk: every screen chunk of a page reuses it.
export { createClient } from '@flexportal/core';
export { defineElements } from '../defineElements.js';
export { defineFrameElements } from '../defineFrameElements.js';
