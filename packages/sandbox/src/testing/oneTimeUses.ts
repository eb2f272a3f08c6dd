import { DEMO_EMAILS } from '../db/demoLogins.js';
import { accountIdsByName, type Harness, json } from './harness.js';
import { newestMailBody } from './mailbox.js';

/** One use of a minted key: the request that spends it. */
type Use = () => Promise<Response>;

/** A kind of single-use key: how a user gets one and how long it lives. */
interface KeyKind {
  name: string;
  ttlMs: number;
  /**
   * Mints a key through the API as its owner would; `session` is the token of the session
   * that minted it when the key signs in (it must die with that session).
   */
  mint(): Promise<{ use: Use; session?: string }>;
}

/** What one kind of key did under attack. */
export interface KeyKindResult {
  name: string;
  /** Of `parallel` simultaneous uses of one key, how many were accepted (1 is right). */
  accepted: number;
  /** A use after the accepted one was accepted. */
  replayed: boolean;
  /** A use after its lifetime was accepted. */
  expired: boolean;
  /** For keys a session minted: a use after that session logged out was accepted. */
  afterLogout: boolean | null;
}

const ok = (res: Response) => res.status >= 200 && res.status < 300;
const post = (h: Harness, path: string, body?: unknown) =>
  h.call('POST', path, body === undefined ? {} : { body });
const dev = async (h: Harness, path: string, email: string) =>
  (
    await json(
      await h.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      }),
    )
  ).data;

/** Every single-use key, link and code the API hands out (issue 36, finding 4). */
function kinds(h: Harness): KeyKind[] {
  let registrations = 0;
  let withdrawals = 0;
  return [
    {
      name: 'portal key',
      ttlMs: 10 * 60_000,
      async mint() {
        const token = await h.login(DEMO_EMAILS.acme);
        const res = await h.call(
          'GET',
          '/manager/portals/free_market/sign-in?return_to=http://127.0.0.1:5173',
          { token },
        );
        const back = new URL((await json(res)).data.url).searchParams.get('back') as string;
        const key = back.split('/').pop();
        return { use: () => post(h, `/auth/portals/free_market/${key}`), session: token };
      },
    },
    {
      name: 'legacy key',
      ttlMs: 5 * 60_000,
      async mint() {
        const token = await h.login(DEMO_EMAILS.solo);
        const url = (await json(await h.call('POST', '/auth/to-legacy', { token }))).data.url;
        return {
          use: () => post(h, '/auth/from-legacy', { key: url.split('/').pop() }),
          session: token,
        };
      },
    },
    {
      name: 'oauth code',
      ttlMs: 5 * 60_000,
      async mint() {
        const { code } = await dev(h, '/sandbox/oauth-code', DEMO_EMAILS.solo);
        return { use: () => post(h, '/auth/oauth', { code }) };
      },
    },
    {
      name: 'quick login (flexpsp)',
      ttlMs: 10 * 60_000,
      async mint() {
        const { user_id, auth_key } = await dev(h, '/sandbox/flexpsp-key', DEMO_EMAILS.limited);
        return { use: () => post(h, '/auth/flexpsp', { user_id, auth_key }) };
      },
    },
    {
      name: 'e-mail approval link',
      ttlMs: 7 * 24 * 3600_000,
      async mint() {
        const email = `once${++registrations}@keys.test`;
        const password = 'Once#2026x';
        await post(h, '/auth/registration', {
          first_name: 'Once',
          email,
          password,
          password_confirmation: password,
          company_name: 'Once Ltd',
        });
        const [, a, b] =
          /\/u\/email\/(\d+)\/([0-9a-f]+)/.exec(await newestMailBody(h, email)) ?? [];
        return { use: () => post(h, `/auth/approve-email/${a}/${b}`) };
      },
    },
    {
      name: 'password reset link',
      ttlMs: 60 * 60_000,
      async mint() {
        await post(h, '/auth/forgot-password', { email: DEMO_EMAILS.treasurer });
        const body = await newestMailBody(h, DEMO_EMAILS.treasurer);
        const [, a, b] = /\/reset-password\/(\d+)\/([0-9a-f]+)/.exec(body) ?? [];
        const password = 'Reset#2027x';
        return {
          use: () =>
            post(h, `/auth/reset-password/${a}/${b}`, {
              password,
              password_confirmation: password,
            }),
        };
      },
    },
    {
      name: 'code approve link',
      ttlMs: 10 * 60_000,
      async mint() {
        const token = await h.login(DEMO_EMAILS.solo);
        const ids = await accountIdsByName(h, token);
        await h.call('POST', '/manager/transactions/iban', {
          token,
          headers: { 'X-Browser-Id': 'OneTimeKeysBrowser0123456789ab' },
          body: {
            bank_account_id: ids['Solo EUR'],
            amount: `1.${String(++withdrawals).padStart(2, '0')}`,
            customer_iban: 'DE44500105175407324931',
            customer_name: 'Payee',
          },
        });
        const body = await newestMailBody(h, DEMO_EMAILS.solo);
        const path = /\/api\/v2(\/otp\/approve\/[A-Za-z0-9_-]+)/.exec(body)?.[1];
        return { use: () => h.call('GET', path as string) };
      },
    },
    {
      name: 'verification page key',
      ttlMs: 24 * 3600_000,
      async mint() {
        const token = await h.login(DEMO_EMAILS.kyc);
        const me = (await json(await h.call('GET', '/auth/me', { token }))).data;
        const list = await h.call('GET', `/compliance-trackings/user/${me.id}`, { token });
        const tracking = (await json(list)).data[0];
        const res = await h.call(
          'GET',
          `/compliance-trackings/${tracking.id}/form-verification-url`,
          { token },
        );
        const path = new URL((await json(res)).data.url).pathname;
        return { use: () => Promise.resolve(h.app.request(path, { method: 'POST' })) };
      },
    },
  ];
}

/**
 * R16.4's attack on every single-use key: `parallel` simultaneous uses of one key, a use
 * after it was spent, a use of a fresh key after its lifetime and, for a sign-in key a
 * session minted, a use after that session logged out.
 */
export async function attackOneTimeKeys(h: Harness, parallel = 10): Promise<KeyKindResult[]> {
  const results: KeyKindResult[] = [];
  for (const kind of kinds(h)) {
    const { use } = await kind.mint();
    const answers = await Promise.all(Array.from({ length: parallel }, () => use()));
    const accepted = answers.filter(ok).length;
    const replayed = ok(await use());
    const orphan = await kind.mint();
    let afterLogout: boolean | null = null;
    if (orphan.session) {
      await h.call('POST', '/auth/logout', { token: orphan.session });
      afterLogout = ok(await orphan.use());
    }
    const late = await kind.mint();
    h.tick(kind.ttlMs + 1_000);
    const expired = ok(await late.use());
    results.push({ name: kind.name, accepted, replayed, expired, afterLogout });
  }
  return results;
}

/** The line R16.4 prints. */
export function formatR16_4(where: string, parallel: number, results: KeyKindResult[]): string {
  const rows = results.map(
    (r) =>
      `${r.name}: ${r.accepted}/${parallel} accepted, replay ${r.replayed ? 'accepted' : 'refused'}, expired ${r.expired ? 'accepted' : 'refused'}${r.afterLogout === null ? '' : `, after logout ${r.afterLogout ? 'accepted' : 'refused'}`}`,
  );
  return `R16.4 [${where}] ${results.length} kinds of single-use key, ${parallel} simultaneous uses each: ${rows.join('; ')}`;
}
