import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { API_BASE, type AppOptions, createApp } from './app.js';
import { type DatabaseOptions, openDatabase } from './db/openDatabase.js';

/** Options of {@link startServer}. */
export interface ServerOptions extends DatabaseOptions, Omit<AppOptions, 'corsOrigins'> {
  /** TCP port; 0 picks a free one. Default 8080. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  hostname?: string;
  corsOrigins?: readonly string[] | undefined;
}

/** A running sandbox. */
export interface RunningServer {
  /** Origin, e.g. `http://127.0.0.1:8080`. */
  origin: string;
  /** API v2 root, e.g. `http://127.0.0.1:8080/api/v2`. */
  apiUrl: string;
  close(): Promise<void>;
}

/** Opens the database and serves the API until `close()`. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const database = await openDatabase(options);
  const {
    port: _p,
    hostname: _h,
    dataDir: _d,
    databaseUrl: _u,
    reset: _r,
    ...appOptions
  } = options;
  const app = createApp(database.db, appOptions);
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${hostname}:${port}`;
  return {
    origin,
    apiUrl: `${origin}${API_BASE}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
