import { DEMO_EMAILS } from '../db/demoLogins.js';
import type { RATE_LIMITS } from '../http/rateLimits.js';
import { accountIdsByName, type Harness, json } from './harness.js';
import { mailsTo } from './mailbox.js';

/** How a burst of one kind of request ended. */
interface BurstResult {
  sent: number;
  /** Answers that did the work (mail sent, row made, password checked). */
  done: number;
  /** 429 answers. */
  limited: number;
  /** 429 answers without a positive Retry-After. */
  withoutRetryAfter: number;
  /** Any other answer. */
  other: number;
}

/** What R16.7's bursts got. */
export interface BurstsResult {
  /** 20 reset requests for one user at once (issue 36: 20 working links in 1.2 s). */
  resetOneUser: BurstResult & { mails: number; workingLinks: number };
  /** 25 reset requests for 25 different (unknown) e-mails from one address. */
  resetOneAddress: BurstResult;
  /** 12 registrations of different e-mails from one address. */
  registrations: BurstResult;
  /** 120 payment wallets of one product (issue 36: 120 in 5 s), then 40 of another one. */
  walletsOneProduct: BurstResult & { rows: number };
  walletsSecondProduct: BurstResult;
  /** 110 failed sign-ins of different e-mails from one address. */
  failedSignIns: BurstResult;
  /** After the window: a reset request is served again. */
  servedAfterWindow: boolean;
}

async function burst(
  count: number,
  send: (i: number) => Promise<Response>,
  isDone: (res: Response, text: string) => boolean,
): Promise<BurstResult> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const r: BurstResult = { sent: count, done: 0, limited: 0, withoutRetryAfter: 0, other: 0 };
  for (const res of answers) {
    const text = await res.text();
    if (res.status === 429) {
      r.limited++;
      if (!(Number(res.headers.get('Retry-After')) > 0)) r.withoutRetryAfter++;
    } else if (isDone(res, text)) r.done++;
    else r.other++;
  }
  return r;
}

/** A product of Acme's BTC account, made as its manager does; its public hash. */
async function product(h: Harness, token: string, btc: number, name: string): Promise<string> {
  const body = new FormData();
  for (const [k, v] of Object.entries({ name, price: '0.001', bank_account_id: String(btc) }))
    body.set(k, v);
  const res = await h.app.request('/api/v2/manager/products', {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return (await json(res)).data.hash as string;
}

const WINDOW_PAST = 2 * 3600_000;

/**
 * R16.7's bursts against every endpoint that mails or makes rows without a session: password
 * reset per user and per address, registration per address, a product's payment wallets per
 * product and per address, failed sign-ins per address. The clock jumps past every window
 * between kinds, so each meets fresh counters.
 */
export async function sendBursts(h: Harness): Promise<BurstsResult> {
  const user = DEMO_EMAILS.reader;
  const before = (await mailsTo(h, user)).length;
  const resetOneUser = await burst(
    20,
    () => h.call('POST', '/auth/forgot-password', { body: { email: user } }),
    (res) => res.status === 200,
  );
  const mails = (await mailsTo(h, user)).slice(0, (await mailsTo(h, user)).length - before);
  let workingLinks = 0;
  for (const mail of mails) {
    const [, a, b] = /\/reset-password\/(\d+)\/([0-9a-f]+)/.exec(mail.body) ?? [];
    if ((await h.call('GET', `/auth/reset-password/${a}/${b}`)).status === 200) workingLinks++;
  }
  h.tick(WINDOW_PAST);
  const resetOneAddress = await burst(
    25,
    (i) => h.call('POST', '/auth/forgot-password', { body: { email: `nobody${i}@burst.test` } }),
    (res) => res.status === 200,
  );
  h.tick(WINDOW_PAST);
  const password = 'Burst#2026x';
  const registrations = await burst(
    12,
    (i) =>
      h.call('POST', '/auth/registration', {
        body: {
          first_name: 'Burst',
          email: `burst${i}@burst.test`,
          password,
          password_confirmation: password,
          company_name: `Burst ${i}`,
        },
      }),
    (res) => res.status === 201,
  );
  h.tick(WINDOW_PAST);
  const token = await h.login(DEMO_EMAILS.acme);
  const btc = (await accountIdsByName(h, token))['Acme BTC'] as number;
  const [first, second] = [
    await product(h, token, btc, 'Burst A'),
    await product(h, token, btc, 'Burst B'),
  ];
  const created = (res: Response) => res.status === 201;
  const walletsOneProduct = await burst(
    120,
    () => h.call('POST', `/products/${first}/wallet`),
    created,
  );
  const rows = walletsOneProduct.done;
  const walletsSecondProduct = await burst(
    40,
    () => h.call('POST', `/products/${second}/wallet`),
    created,
  );
  h.tick(WINDOW_PAST);
  const failedSignIns = await burst(
    110,
    (i) =>
      h.call('POST', '/auth/login', {
        body: { email: `guess${i}@burst.test`, password: 'Wrong#1x' },
      }),
    (res, text) => res.status === 422 && text.includes('do not match'),
  );
  h.tick(WINDOW_PAST);
  const again = await h.call('POST', '/auth/forgot-password', { body: { email: user } });
  return {
    resetOneUser: { ...resetOneUser, mails: mails.length, workingLinks },
    resetOneAddress,
    registrations,
    walletsOneProduct: { ...walletsOneProduct, rows },
    walletsSecondProduct,
    failedSignIns,
    servedAfterWindow: again.status === 200,
  };
}

/** What {@link sendBursts} must get under `limits`: each burst served up to its limit. */
export function expectedBursts(limits: typeof RATE_LIMITS): BurstsResult {
  const cut = (sent: number, limit: number): BurstResult => ({
    sent,
    done: Math.min(sent, limit),
    limited: Math.max(0, sent - limit),
    withoutRetryAfter: 0,
    other: 0,
  });
  const perUser = cut(20, limits.resetPerAccount.limit);
  const firstProduct = cut(120, limits.walletsPerProduct.limit);
  return {
    resetOneUser: { ...perUser, mails: perUser.done, workingLinks: 1 },
    resetOneAddress: cut(25, limits.resetPerAddress.limit),
    registrations: cut(12, limits.registrationPerAddress.limit),
    walletsOneProduct: { ...firstProduct, rows: firstProduct.done },
    walletsSecondProduct: cut(
      40,
      Math.min(limits.walletsPerProduct.limit, limits.walletsPerAddress.limit - firstProduct.done),
    ),
    failedSignIns: cut(110, limits.failedSignInsPerAddress.limit),
    servedAfterWindow: true,
  };
}

/** The line R16.7 prints. */
export function formatR16_7(where: string, r: BurstsResult): string {
  const one = (name: string, b: BurstResult) =>
    `${name}: ${b.sent} sent, ${b.done} served, ${b.limited} 429 (${b.withoutRetryAfter} without Retry-After), ${b.other} other`;
  return `R16.7 [${where}] ${one('reset, one user', r.resetOneUser)}, ${r.resetOneUser.mails} mails, ${r.resetOneUser.workingLinks} working links; ${one('reset, one address', r.resetOneAddress)}; ${one('registration, one address', r.registrations)}; ${one('wallets, one product', r.walletsOneProduct)}; ${one('wallets, second product same address', r.walletsSecondProduct)}; ${one('failed sign-ins, one address', r.failedSignIns)}; served again after the window: ${r.servedAfterWindow}`;
}
