import { afterAll, beforeAll, vi } from 'vitest';
import { type AppOptions, createApp } from '../app.js';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../db/demoLogins.js';
import { type Database, type DatabaseOptions, openDatabase } from '../db/openDatabase.js';
import { totp } from '../lib/totp.js';
import type { LiveHub } from '../live/hub.js';

// These suites hash passwords and hit a database; on a busy 2-core CI machine the
// default 5 s per test is too tight.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** A sandbox app over a fresh seeded database, with small request helpers for tests. */
export interface Harness {
  database: Database;
  app: ReturnType<typeof createApp>;
  /** Logs a demo user in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** A request against /api/v2 with JSON body and optional token and headers. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The status code of {@link Harness.call}, for tests that only judge the answer's kind. */
  status(...args: Parameters<Harness['call']>): Promise<number>;
  /** The demo authenticator's code at the harness clock. */
  code(): string;
  /** Moves the harness clock (tokens, codes) forward; default one TOTP step. */
  tick(ms?: number): void;
  /** The harness clock (ms). */
  now(): number;
  close(): Promise<void>;
}

export async function harness(
  options: AppOptions = {},
  databaseOptions: DatabaseOptions = {},
): Promise<Harness> {
  const database = await openDatabase(databaseOptions);
  let now = Date.now();
  const app = createApp(database.db, {
    jwtSecret: 'test-secret',
    now: () => now,
    devTools: true,
    ...options,
  });
  const call: Harness['call'] = (method, path, { token, body, headers } = {}) =>
    Promise.resolve(
      app.request(`/api/v2${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        ...(body !== undefined
          ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
          : {}),
      }),
    );
  return {
    database,
    app,
    call,
    status: async (...args) => (await call(...args)).status,
    async login(email, password = DEMO_PASSWORD) {
      const res = await call('POST', '/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { data: { token: { access_token: string } } };
      return body.data.token.access_token;
    },
    code: () => totp(DEMO_TOTP_SECRET, now),
    now: () => now,
    tick(ms = 30_000) {
      now += ms;
    },
    close: () => database.close(),
  };
}

/** Reads a JSON body with a loose type, for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test convenience
export const json = async (res: Response): Promise<any> => res.json();

/** The caller's bank account ids by account name, from `GET manager/bank-accounts`. */
export async function accountIdsByName(h: Harness, token: string): Promise<Record<string, number>> {
  const list = await json(await h.call('GET', '/manager/bank-accounts', { token }));
  return Object.fromEntries(list.data.map((a: { name: string; id: number }) => [a.name, a.id]));
}

/** One event a {@link recordingLive} hub was asked to publish. */
export interface PublishedEvent {
  channel: string;
  event: string;
  data: { id?: number };
}

/** A live hub that only records what the routes publish, for tests of live events. */
export function recordingLive(): { live: LiveHub; events: PublishedEvent[] } {
  const events: PublishedEvent[] = [];
  const live = {
    hasSubscribers: () => true,
    publish: (channel: string, event: string, data: { id?: number }) =>
      events.push({ channel, event, data }),
  } as unknown as LiveHub;
  return { live, events };
}

/** A demo login by short name, as {@link sandboxSuite} takes it. */
export type DemoLogin = keyof typeof DEMO_EMAILS;

/** What {@link sandboxSuite} hands a test file; each field is filled once `beforeAll` ran. */
export interface SandboxSuite<N extends DemoLogin> {
  /** The file's harness (the one opened in `beforeAll`). */
  readonly h: Harness;
  /** A bearer token per login asked for. */
  readonly tokens: Readonly<Record<N, string>>;
  /** Bank account ids by account name, of the logins in `accountsOf`, merged in that order. */
  readonly ids: Readonly<Record<string, number>>;
}

/**
 * One sandbox for a test file, so the route test files share one preamble instead of each
 * repeating it: a fresh seeded harness opened in `beforeAll` (60 s: hashing and seeding
 * are slow on a busy 2-core machine), a token per demo login (signed in one after another,
 * in the given order), and the account ids of the logins named in `accountsOf`; closed in
 * `afterAll`. Call it at the top of the file; a `beforeAll` registered after it runs after
 * it, for any extra seeding. The fields can be destructured at once: they are objects that
 * `beforeAll` fills, empty until then.
 *
 * @example
 * const { h, tokens, ids } = sandboxSuite({
 *   logins: ['acme', 'reader'], // tokens.acme is manager@acme.test's
 *   accountsOf: ['acme'],
 *   app: { live },
 * });
 */
export function sandboxSuite<const N extends DemoLogin = never>(
  options: {
    /** Demo logins to sign in, by short name, so each file names a login the same way. */
    logins?: readonly N[];
    /** Logins whose bank accounts fill `ids` (by name; later ones win a name clash). */
    accountsOf?: readonly N[];
    app?: AppOptions;
    database?: DatabaseOptions;
  } = {},
): SandboxSuite<N> {
  // Filled in place (the harness is a plain object of closures), so destructuring is safe.
  const h = {} as Harness;
  const tokens = {} as Record<N, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    Object.assign(h, await harness(options.app, options.database));
    for (const name of options.logins ?? []) tokens[name] = await h.login(DEMO_EMAILS[name]);
    for (const name of options.accountsOf ?? []) {
      const token = tokens[name];
      if (!token) throw new Error(`sandboxSuite: accountsOf '${name}' is not among the logins`);
      Object.assign(ids, await accountIdsByName(h, token));
    }
  }, 60_000);
  afterAll(() => h.close?.());
  return { h, tokens, ids };
}
