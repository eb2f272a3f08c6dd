import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { currentOtp } from '../auth/currentOtp.js';
import { oneTimeKeys } from '../auth/oneTimeKeys.js';
import type { SandboxConfig } from '../config.js';
import { bankAccounts, mailbox, users } from '../db/schema.js';
import { socketAddress } from '../http/clientAddress.js';
import type { Deps } from '../http/env.js';
import { createApiPayment } from '../ledger/apiPayment.js';

/**
 * Sandbox-only tools outside the API: the dev mailbox (`GET /sandbox/mailbox?email=`),
 * the current one-time code of a user (`GET /sandbox/otp?email=`, what
 * `flexportal-sandbox otp` prints), the maintenance switch (`POST /sandbox/maintenance
 * {enabled, message}`), the portal-service switch and the reported release
 * (`PUT /sandbox/release {version}`) and a payment sent through a partner's API
 * (`POST /sandbox/api-payment {email, amount?}`: a EUR withdrawal of the user's company
 * awaiting an administrator). They exist so partners can see the mail the sandbox would
 * have sent and try the 503, new-release and API-approval paths.
 *
 * Fault injection (`POST /sandbox/faults`, `GET` lists, `DELETE` clears) lets a client's
 * retry rules be tried against the real server (R5):
 * - `{ kind: 'drop-response', path, method?, count }`: the next `count` matching requests
 *   run their handler (so a money move commits) and then the socket is destroyed before
 *   any byte of the answer is written: the response is lost after the commit.
 * - `{ kind: 'unavailable', path, method?, count, retry_after }`: the next `count` matching
 *   requests get 503 with `Retry-After: retry_after` before the handler runs.
 * `path` is the request path (`/api/v2/manager/transactions/transfer`); a trailing `*`
 * matches a prefix. Must be registered before the API routes (the middleware runs first).
 *
 * `POST /sandbox/numeric-echo {values: [decimal strings, <= 1000]}` answers the values cast
 * through the money columns' NUMERIC(36,18) and back to text (trailing zeros trimmed), so a
 * client's decimal handling can be checked end to end in bulk (R3).
 */
export function registerDevtools(root: OpenAPIHono, { db, config }: Deps): void {
  root.use('/sandbox/*', async (c, next) => {
    // Not there at all unless switched on, and then only for this machine (R15.11).
    if (!config.devTools || !isLocalRequest(c)) return c.json({ message: 'Not Found' }, 404);
    await next();
  });
  root.use('*', injectFaults(config));
  root.post('/sandbox/numeric-echo', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const values = (body as { values?: unknown } | null)?.values;
    if (
      !Array.isArray(values) ||
      values.length > 1000 ||
      !values.every((v) => typeof v === 'string' && NUMERIC_36_18.test(v))
    ) {
      const message = 'values must be up to 1000 decimal strings fitting NUMERIC(36,18).';
      return c.json({ message, errors: { values: [message] } }, 422);
    }
    if (values.length === 0) return c.json({ data: [] });
    const rows = await db.execute(
      sql`select trim_scale(v::numeric(36,18))::text as v from unnest(${`{${values.join(',')}}`}::text[]) with ordinality as t(v, i) order by i`,
    );
    return c.json({
      data: (rows as unknown as { rows: Array<{ v: string }> }).rows.map((r) => r.v),
    });
  });
  root.get('/sandbox/faults', (c) => c.json({ data: faultsOf(config) }));
  root.delete('/sandbox/faults', (c) => {
    faultsOf(config).length = 0;
    return c.json({ data: [] });
  });
  root.post('/sandbox/faults', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const fault = parseFault(body);
    if (typeof fault === 'string')
      return c.json({ message: fault, errors: { kind: [fault] } }, 422);
    faultsOf(config).push(fault);
    return c.json({ data: faultsOf(config) }, 201);
  });
  root.get('/sandbox/mailbox', async (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    if (!email) {
      return c.json(
        {
          message: 'The email field is required.',
          errors: { email: ['The email field is required.'] },
        },
        422,
      );
    }
    const rows = await db
      .select()
      .from(mailbox)
      .where(eq(sql`lower(${mailbox.email})`, email))
      .orderBy(desc(mailbox.id))
      .limit(50);
    return c.json({
      data: rows.map((m) => ({
        id: m.id,
        email: m.email,
        subject: m.subject,
        body: m.body,
        created_at: new Date(m.createdAt).toISOString(),
      })),
    });
  });
  root.get('/sandbox/otp', async (c) => {
    const email = c.req.query('email')?.trim();
    if (!email) {
      return c.json(
        {
          message: 'The email field is required.',
          errors: { email: ['The email field is required.'] },
        },
        422,
      );
    }
    const found = await currentOtp(db, email, config.now());
    if (!found) return c.json({ message: 'No such user.' }, 404);
    return c.json({ data: found });
  });
  /** The user a dev tool's `{ email }` body names, or the 400/422/404 answer to send. */
  async function userOfBody(c: Context) {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email !== 'string' || email.length > 200)
      return c.json(
        { message: 'email is required.', errors: { email: ['email is required.'] } },
        422,
      );
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return user ?? c.json({ message: 'No such user.' }, 404);
  }
  // The sandbox's stand-in for an identity provider: a one-time code for /login?oauth_code=.
  root.post('/sandbox/oauth-code', async (c) => {
    const user = await userOfBody(c);
    if (user instanceof Response) return user;
    const code = await oneTimeKeys({ db, config }).newKey('oauth', user.id);
    return c.json({ data: { code } });
  });
  // A partner integration's stand-in: a payment sent through the API, awaiting an administrator.
  root.post('/sandbox/api-payment', async (c) => {
    const user = await userOfBody(c);
    if (user instanceof Response) return user;
    const { amount = '45.00' } = ((await readJson(c)) ?? {}) as { amount?: unknown };
    const [account] = await db
      .select()
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.companyId, user.companyId ?? 0),
          eq(bankAccounts.currency, 'EUR'),
          eq(bankAccounts.currencyType, 'fiat'),
        ),
      )
      .orderBy(asc(bankAccounts.id))
      .limit(1);
    if (typeof amount !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(amount) || !account) {
      const message = 'amount must be a decimal string, and the user needs a company EUR account.';
      return c.json({ message, errors: { amount: [message] } }, 422);
    }
    const id = await createApiPayment(db, {
      companyId: account.companyId as number,
      userId: user.id,
      accountId: account.id,
      currency: 'EUR',
      amount,
      fee: '1.00',
      customer: { customer_name: 'Partner API payee', customer_iban: 'DE44500105175407324931' },
    });
    return c.json({ data: { id } }, 201);
  });
  // The payment provider's stand-in: a one-time quick-login link /flexpsp/auth/{user_id}/{key}.
  root.post('/sandbox/flexpsp-key', async (c) => {
    const user = await userOfBody(c);
    if (user instanceof Response) return user;
    const key = await oneTimeKeys({ db, config }).newKey('flexpsp', user.id);
    return c.json({
      data: { user_id: user.id, auth_key: key, path: `/flexpsp/auth/${user.id}/${key}` },
    });
  });
  root.post('/sandbox/portals', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const { service, available } = (body ?? {}) as { service?: unknown; available?: unknown };
    if (
      typeof service !== 'string' ||
      !/^[a-z_]{1,40}$/.test(service) ||
      typeof available !== 'boolean'
    ) {
      return c.json(
        {
          message: 'service (string) and available (boolean) are required.',
          errors: { service: ['service (string) and available (boolean) are required.'] },
        },
        422,
      );
    }
    if (available) config.portalsDown.delete(service);
    else config.portalsDown.add(service);
    return c.json({ data: { down: [...config.portalsDown] } });
  });
  root.post('/sandbox/maintenance', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const { enabled, message } = (body ?? {}) as { enabled?: unknown; message?: unknown };
    if (typeof enabled !== 'boolean' || (message !== undefined && typeof message !== 'string')) {
      return c.json(
        {
          message: 'enabled must be a boolean.',
          errors: { enabled: ['enabled must be a boolean.'] },
        },
        422,
      );
    }
    config.maintenance = {
      enabled,
      message: (message as string | undefined) || 'Maintenance mode',
    };
    return c.json({ data: config.maintenance });
  });
  root.put('/sandbox/release', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const { version } = (body ?? {}) as { version?: unknown };
    if (version !== null && (typeof version !== 'string' || !/^[\w.+-]{1,40}$/.test(version))) {
      const message = 'version must be a release string (letters, digits, . + - _) or null.';
      return c.json({ message, errors: { version: [message] } }, 422);
    }
    config.release.version = version;
    return c.json({ data: config.release });
  });
}

/** A decimal string NUMERIC(36,18) holds: 18 integer digits, 18 decimals. */
const NUMERIC_36_18 = /^-?\d{1,18}(\.\d{1,18})?$/;

const MALFORMED = Symbol('malformed');
/** The JSON body of a dev-tool call, or MALFORMED. */
async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return MALFORMED;
  }
}

/** An armed fault of the fault-injection dev tool. */
interface Fault {
  kind: 'drop-response' | 'unavailable';
  path: string;
  method: string | null;
  /** Matching requests still to be hit. */
  count: number;
  retry_after: number;
}

const faults = new WeakMap<SandboxConfig, Fault[]>();
const faultsOf = (config: SandboxConfig): Fault[] => {
  const known = faults.get(config);
  if (known) return known;
  const list: Fault[] = [];
  faults.set(config, list);
  return list;
};

function parseFault(body: unknown): Fault | string {
  const b = (body ?? {}) as Record<string, unknown>;
  const problem =
    'kind (drop-response | unavailable), path (/...), count (1..1000), method and retry_after (0..3600) are expected.';
  if (b.kind !== 'drop-response' && b.kind !== 'unavailable') return problem;
  if (typeof b.path !== 'string' || !b.path.startsWith('/') || b.path.length > 300) return problem;
  const count = b.count ?? 1;
  const retryAfter = b.retry_after ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 1000)
    return problem;
  if (
    typeof retryAfter !== 'number' ||
    !Number.isInteger(retryAfter) ||
    retryAfter < 0 ||
    retryAfter > 3600
  )
    return problem;
  if (b.method !== undefined && (typeof b.method !== 'string' || !/^[A-Za-z]{3,7}$/.test(b.method)))
    return problem;
  return {
    kind: b.kind,
    path: b.path,
    method: typeof b.method === 'string' ? b.method.toUpperCase() : null,
    count,
    retry_after: retryAfter,
  };
}

/** Takes one hit of the first armed fault matching the request, if any. */
function takeFault(config: SandboxConfig, method: string, path: string): Fault | null {
  const list = faultsOf(config);
  const i = list.findIndex(
    (f) =>
      (f.method === null || f.method === method) &&
      (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
  );
  const fault = list[i];
  if (!fault) return null;
  fault.count--;
  if (fault.count <= 0) list.splice(i, 1);
  return fault;
}

/** Node's socket of the request, when served by @hono/node-server. */
type NodeBindings = { incoming?: { socket?: { destroy(): void } } } | undefined;

/** The middleware that applies armed faults; a no-op while none is armed. */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;
const LOOPBACK_ADDRESS = /^(127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * Whether a request comes from this machine and names it: a loopback socket (or none: an
 * in-process call) and a loopback Host (a page elsewhere cannot reach the tools through DNS
 * rebinding either).
 */
function isLocalRequest(c: Context): boolean {
  const host = c.req.header('Host');
  if (host !== undefined && !LOOPBACK_HOST.test(host)) return false;
  const address = socketAddress(c);
  return address === undefined || LOOPBACK_ADDRESS.test(address);
}

function injectFaults(config: SandboxConfig) {
  return async (c: Context, next: () => Promise<void>) => {
    if (faultsOf(config).length === 0) return next();
    const fault = takeFault(config, c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.kind === 'unavailable') {
      c.header('Retry-After', String(fault.retry_after));
      return c.json({ message: 'Service temporarily unavailable. Please try again later.' }, 503);
    }
    // The handler runs to the end (its database transaction commits) before the loss.
    await next();
    const socket = (c.env as NodeBindings)?.incoming?.socket;
    if (socket) {
      socket.destroy();
      return;
    }
    // In process (no socket): an answer whose body fails, the nearest thing to a lost one.
    c.res = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new Error('response dropped by the fault-injection dev tool'));
        },
      }),
      { status: c.res.status, headers: c.res.headers },
    );
  };
}
