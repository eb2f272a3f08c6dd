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
export {
  /** @public the demo sign-ins: tests of core and the portal import them at run time */
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
