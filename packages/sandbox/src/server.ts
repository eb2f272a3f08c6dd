import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { API_BASE, type AppOptions, createApp } from './app.js';
import { type DatabaseOptions, openDatabase } from './db/openDatabase.js';
import { loadSecrets } from './db/secrets.js';
import { LiveHub } from './live/hub.js';

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
  /** What pusher-js needs: key, wsHost, wsPort, authEndpoint (and the app id and secret). */
  /** Whether the developer tools (`/sandbox/*`) answer (loopback callers only). */
  devTools: boolean;
  live: {
    appId: string;
    key: string;
    secret: string;
    wsHost: string;
    wsPort: number;
    authEndpoint: string;
  };
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
  // Keys of this data folder or database (R15.4); an explicit option or variable still wins.
  const secrets = await loadSecrets(database.db);
  const live = appOptions.live ?? new LiveHub({ secret: secrets.live });
  const app = createApp(database.db, {
    ...appOptions,
    jwtSecret: appOptions.jwtSecret ?? process.env.SANDBOX_JWT_SECRET ?? secrets.jwt,
    chatSecret: appOptions.chatSecret ?? secrets.chat,
    // The developer tools: on by default for a throwaway in-memory sandbox only (R15.11).
    devTools: appOptions.devTools ?? (!options.dataDir && !options.databaseUrl),
    live,
  });
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8080, hostname }, () => resolve(s));
    s.once('error', reject);
  });
  server.on('upgrade', live.handleUpgrade);
  const { port } = server.address() as AddressInfo;
  const origin = `http://${hostname}:${port}`;
  // Generated URLs use the configured public origin, else this server's own (R15.11).
  if (!appOptions.publicUrl && !process.env.SANDBOX_PUBLIC_URL) app.config.publicUrl = origin;
  return {
    origin,
    apiUrl: `${origin}${API_BASE}`,
    devTools: app.config.devTools,
    live: {
      ...live.credentials,
      wsHost: hostname,
      wsPort: port,
      authEndpoint: `${origin}${API_BASE}/broadcasting/auth`,
    },
    async close() {
      live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
