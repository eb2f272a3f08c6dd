// Core's client is typed against the DOM (fetch, storage, document); the sandbox program has
// no DOM lib, so this test-only helper brings it in for the client's types.
/// <reference lib="dom" />
import type { AddressInfo } from 'node:net';
import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { serve } from '@hono/node-server';
import { API_BASE, type AppOptions, createApp } from '../app.js';
import { DEMO_PASSWORD } from '../db/demoLogins.js';
import { type Database, openDatabase } from '../db/openDatabase.js';

/** A sandbox served over real HTTP on a free port, with its database at hand for checks. */
export interface HttpSandbox {
  database: Database;
  /** `http://127.0.0.1:port` (the dev tools live here). */
  origin: string;
  /** `origin` + `/api/v2`. */
  apiUrl: string;
  /** A core client of this server, signed in (a demo login by default); `fetch` may wrap the real one. */
  signedIn(
    email: string,
    fetch?: typeof globalThis.fetch,
    password?: string,
  ): Promise<FlexportalClient>;
  close(): Promise<void>;
}

/**
 * Serves a sandbox over a fresh seeded PGlite like `startServer` does, but keeps the
 * database handle, so a test can count ledger rows behind the client's back.
 */
export async function httpSandbox(options: AppOptions = {}): Promise<HttpSandbox> {
  const database = await openDatabase();
  const app = createApp(database.db, { jwtSecret: 'test-secret', devTools: true, ...options });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const apiUrl = `${origin}${API_BASE}`;
  return {
    database,
    origin,
    apiUrl,
    async signedIn(email, fetch, password = DEMO_PASSWORD) {
      const client = createClient({
        baseURL: apiUrl,
        storage: createMemoryStorage(),
        log: () => {},
        ...(fetch ? { fetch } : {}),
      });
      const answer = await client.http.data<{ token: unknown }>('auth/login', {
        method: 'POST',
        body: { email, password },
      });
      client.session.setToken(answer.token);
      return client;
    },
    async close() {
      // Sockets a dropped response left half-open must not hold the close up.
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
