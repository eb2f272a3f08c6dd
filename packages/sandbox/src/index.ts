export type {
  /** @public options of createApp, listed in docs/sandbox.md */
  AppOptions,
} from './app.js';
export {
  /** @public shown in examples/script-tag/README.md */
  API_BASE,
  /** @public shown in docs/sandbox.md */
  createApp,
} from './app.js';
/**
 * @public the demo sign-ins: scripts/start.mjs (their source file, through tsx) and tests of core and the portal
 * (by a string specifier) import them at run time
 */
export {
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
} from './db/demoLogins.js';
export {
  /** @public opens the database createApp takes (docs/sandbox.md) */
  openDatabase,
  seededSnapshot,
} from './db/openDatabase.js';
export { startServer } from './server.js';
