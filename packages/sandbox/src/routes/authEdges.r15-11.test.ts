import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../db/demoLogins.js';
import { startServer } from '../server.js';
import { json, sandboxSuite } from '../testing/harness.js';

// R15.11: the smaller findings of issue 27, each a misuse that must fail.
const { h, tokens, ids } = sandboxSuite({
  logins: ['solo', 'admin', 'acme'],
  accountsOf: ['acme'],
  app: { otpRequired: false },
});
const UA = 'R25Browser/1';

describe('R15.11 smaller hardening', () => {
  it('refuses each misuse: legacy replay, proxy and iframe bypass, foreign Host, bad IBAN, unlogged impersonation', async () => {
    const results: Record<string, boolean> = {};

    // 1. The one-time legacy key works once.
    const url = (await json(await h.call('POST', '/auth/to-legacy', { token: tokens.solo }))).data
      .url as string;
    const key = url.split('/').pop() as string;
    const first = await h.status('POST', '/auth/from-legacy', { body: { key } });
    const replay = await h.status('POST', '/auth/from-legacy', { body: { key } });
    results['legacy key replayed'] = first === 200 && replay === 200;

    // 2. A blocked checkpoint holds against X-Forwarded-For and login-iframe.
    const email = DEMO_EMAILS.reader;
    const login = (path: string, headers: Record<string, string> = {}) =>
      h.status('POST', path, {
        body: { email, password: DEMO_PASSWORD },
        headers: { 'User-Agent': UA, ...headers },
      });
    expect(await login('/auth/login')).toBe(200);
    const users = await json(
      await h.call('GET', `/a/users?search=${email}`, { token: tokens.admin }),
    );
    const list = await json(
      await h.call('GET', `/a/auth-checkpoints?user_id=${users.data[0].id}`, {
        token: tokens.admin,
      }),
    );
    const checkpoint = list.data.find((r: { browser: string }) => r.browser === UA);
    await h.call('PUT', `/a/auth-checkpoints/${checkpoint.id}/status`, { token: tokens.admin });
    const blocked = await login('/auth/login');
    const viaProxyHeader = await login('/auth/login', { 'X-Forwarded-For': '198.51.100.77' });
    const viaIframe = await login('/auth/login-iframe');
    results['blocked checkpoint passed with X-Forwarded-For'] = viaProxyHeader === 200;
    results['blocked checkpoint passed through login-iframe'] = viaIframe === 200;
    expect(blocked).toBe(403);

    // 3. The developer tools answer only a loopback Host.
    const tools = await h.app.request(`/sandbox/mailbox?email=${email}`, {
      headers: { Host: 'evil.example' },
    });
    results['developer tools answered a foreign Host'] = tools.status !== 404;
    const local = await h.app.request(`/sandbox/mailbox?email=${email}`);
    expect(local.status).toBe(200);

    // 4. A withdrawal IBAN with a wrong check sum is refused (DE44... is valid, DE45... not).
    const withdrawal = await h.status('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body: {
        bank_account_id: ids['Acme EUR main'],
        amount: '1.00',
        transfer_service: 'sepa',
        customer_iban: 'DE45500105175407324931',
        customer_name: 'Wayne Enterprises',
      },
    });
    results['withdrawal to an IBAN with a wrong check sum'] = withdrawal !== 422;

    // 5. The Host header never reaches a generated URL (a real server: its URLs come from Host).
    const server = await startServer({ port: 0 });
    try {
      const token = (
        await (
          await fetch(`${server.apiUrl}/auth/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: DEMO_EMAILS.acme, password: DEMO_PASSWORD }),
          })
        ).json()
      ).data.token.access_token as string;
      const asEvil = (method: string, path: string) =>
        new Promise<string>((resolve, reject) => {
          const req = request(`${server.apiUrl}${path}`, {
            method,
            headers: { Host: 'evil.example', Authorization: `Bearer ${token}` },
          });
          req.on('response', (res) => {
            let text = '';
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve(text));
          });
          req.on('error', reject);
          req.end();
        });
      const list = await asEvil('GET', '/manager/bank-accounts');
      const legacy = await asEvil('POST', '/auth/to-legacy');
      results['Host header in a generated URL'] =
        list.includes('evil.example') || legacy.includes('evil.example');
    } finally {
      await server.close();
    }

    // 6. Impersonation is written to the user's activity (its timeline).
    const target = (
      await json(
        await h.call('GET', `/a/users?search=${DEMO_EMAILS.solo}`, { token: tokens.admin }),
      )
    ).data[0].id as number;
    expect(await h.status('POST', `/a/users/${target}/login`, { token: tokens.admin })).toBe(200);
    const timeline = await json(
      await h.call('GET', `/a/timelines/users/${target}/timeline`, { token: tokens.admin }),
    );
    results['impersonation missing from the activity log'] = !timeline.data.some(
      (e: { description: string }) => /impersonat/i.test(e.description),
    );

    const failed = Object.entries(results).filter(([, bad]) => bad);
    console.log(
      `R15.11 ${Object.keys(results).length - failed.length}/${Object.keys(results).length} misuses refused${failed.length ? `; still possible: ${failed.map(([k]) => k).join('; ')}` : ''}`,
    );
    expect(failed).toEqual([]);
  });
});
