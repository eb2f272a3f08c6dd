import { describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { json, recordingLive, sandboxSuite } from '../testing/harness.js';
import { depositAddress } from './cryptoDeposit.js';
import { moneyKit } from './transactionsTestKit.js';

const { live, events } = recordingLive();
const { h, tokens, ids } = sandboxSuite({ logins: ['acme'], accountsOf: ['acme'], app: { live } });

/** A call of the dev tool (outside /api/v2), as the CLI's deposit command makes it. */
const simulate = (body: unknown) =>
  Promise.resolve(
    h.app.request('/sandbox/crypto-deposits', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

/** Waits until `check` holds, polling (the credit comes after a real timer). */
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('simulated incoming crypto deposit (dev tool, issue 18)', () => {
  it('answers 202 at once, credits after the delay and pushes account.updated', async () => {
    const kit = moneyKit(h);
    const account = ids['Acme BTC'] as number;
    const before = await kit.balance(tokens.acme, account);
    events.length = 0;
    const res = await simulate({
      address: depositAddress(account, 'bitcoin'),
      amount: '0.0125',
      delay_ms: 300,
    });
    expect(res.status).toBe(202);
    expect((await json(res)).data).toMatchObject({
      account_id: account,
      currency: 'BTC',
      network: 'bitcoin',
      amount: '0.01250000',
    });
    // Nothing moved yet: the credit waits for the delay.
    expect(await kit.balance(tokens.acme, account)).toBe(before);
    await until(async () => events.some((e) => e.event === 'account.updated'));
    expect(events.map((e) => [e.event, e.data.id])).toEqual([['account.updated', account]]);
    expect(await kit.balance(tokens.acme, account)).toBe(
      formatFixed(toUnits(before) + toUnits('0.0125'), 8),
    );
    const list = await json(
      await h.call('GET', `/manager/transactions?bank_account_id=${account}`, {
        token: tokens.acme,
      }),
    );
    expect(list.data[0]).toMatchObject({ type: 'receive_crypto', status: 'settled' });
    expect(await kit.drift()).toEqual([]);
  });

  it('checks the amount against the decimals and the crypto boundaries, and the target', async () => {
    const account = ids['Acme BTC'] as number;
    expect((await simulate({ account_id: account, amount: '0.000000001' })).status).toBe(422);
    expect((await simulate({ account_id: account, amount: '2000000' })).status).toBe(422);
    expect((await simulate({ account_id: account, amount: '-1' })).status).toBe(422);
    expect((await simulate({ account_id: ids['Acme EUR main'], amount: '1' })).status).toBe(404);
    expect((await simulate({ address: 'bc1qnotours', amount: '1' })).status).toBe(404);
    expect((await simulate({ amount: '1' })).status).toBe(422);
    expect((await simulate({ account_id: account, address: 'x', amount: '1' })).status).toBe(422);
    expect((await simulate({ account_id: account, amount: '1', delay_ms: 3_600_000 })).status).toBe(
      422,
    );
    expect((await simulate('{')).status).toBe(400);
  });
});
