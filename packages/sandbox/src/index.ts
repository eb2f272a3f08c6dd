export type { AppOptions } from './app.js';
export { API_BASE, createApp } from './app.js';
export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './db/demoLogins.js';
export type { Database, DatabaseOptions } from './db/openDatabase.js';
export { openDatabase, seededSnapshot } from './db/openDatabase.js';
export type { Db } from './db/types.js';
export type { RunningServer, ServerOptions } from './server.js';
export { startServer } from './server.js';
