import { convertAmount } from '@flexportal/core';
import { GrandTotal } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { movingRate } from '../reference/movingRate.js';
import { QUOTE_HOLD_MS, RATE_MOVED } from '../reference/quotedRate.js';
import { json, sandboxSuite } from '../testing/harness.js';
import { moneyKit } from './transactionsTestKit.js';

const { h, tokens, ids } = sandboxSuite({ logins: ['acme'], accountsOf: ['acme'] });
const kit = moneyKit(h);
const EUR = () => ids['Acme EUR main'] as number;
const GBP = () => ids['Acme GBP'] as number;
const eurGbp = (at = h.now()) => movingRate('0.8571', 'EUR/GBP', at);

async function preview(amount: string) {
  const res = await h.call('POST', '/manager/grand-total/transfer', {
    token: tokens.acme,
    body: { bank_account_id: EUR(), to_account_id: GBP(), amount },
  });
  expect(res.status).toBe(200);
  return GrandTotal.parse((await json(res)).data) as GrandTotal & {
    rate: string;
    to_amount: string;
    quote_id: string;
  };
}

describe('exchange at the quoted rate (PP-4.7, PP-7.4-08/09)', () => {
  it('rates-by-currency, manager/exchange/rates and the grand total quote one moving rate', async () => {
    const byCurrency = await json(
      await h.call('GET', '/exchange/rates-by-currency/EUR/GBP', { token: tokens.acme }),
    );
    const byAccounts = await json(
      await h.call(
        'GET',
        `/manager/exchange/rates?bank_account_id=${EUR()}&to_account_id=${GBP()}`,
        { token: tokens.acme },
      ),
    );
    const total = await preview('100');
    expect(byCurrency.data.rate).toBe(eurGbp());
    expect(byAccounts.data.rate).toBe(eurGbp());
    expect(total.rate).toBe(eurGbp());
    expect(total.to_amount).toBe(convertAmount('100', eurGbp(), 'buy', 2));
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      h.tick(10_000);
      seen.add((await preview('100')).rate);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('posts at the quote within its 30 s, atomically on both accounts, with the exchange fee', async () => {
    const total = await preview('250');
    expect(total.quote_id).toBeTruthy();
    const [eurBefore, gbpBefore] = [
      await kit.balance(tokens.acme, EUR()),
      await kit.balance(tokens.acme, GBP()),
    ];
    // The code dialog takes the move past another window or two: the quote still holds.
    h.tick(QUOTE_HOLD_MS - 5_000);
    const res = await kit.moveAtQuote(
      '/manager/transactions/transfer',
      { bank_account_id: EUR(), to_account_id: GBP(), amount: '250', quote_id: total.quote_id },
      tokens.acme,
    );
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      type: 'exchange',
      rate: total.rate,
      to_amount: total.to_amount,
      exchange_fee_amount: total.exchange_fee_amount,
    });
    expect(await kit.balance(tokens.acme, EUR())).toBe(
      formatFixed(toUnits(eurBefore) - toUnits(total.total_amount), 2),
    );
    expect(await kit.balance(tokens.acme, GBP())).toBe(
      formatFixed(toUnits(gbpBefore) + toUnits(total.to_amount), 2),
    );
    expect((await kit.ledgerSums()).every((r) => toUnits(r.sum) === 0n)).toBe(true);
  });

  it('refuses a quoted rate other than the current one with 422 and a new quote, before a code', async () => {
    const stale = eurGbp();
    h.tick(20_000);
    // Two windows may hash to the same rate: then the stale rate is still current.
    const quoted = stale === eurGbp() ? '0.5' : stale;
    const eurBefore = await kit.balance(tokens.acme, EUR());
    const res = await h.call('POST', '/manager/transactions/transfer', {
      token: tokens.acme,
      body: { bank_account_id: EUR(), to_account_id: GBP(), amount: '10', quoted_rate: quoted },
    });
    expect(res.status).toBe(422);
    expect(res.headers.get('X-OTP-Required')).toBeNull();
    const body = await json(res);
    expect(body.errors).toEqual({ quoted_rate: [RATE_MOVED] });
    expect(body.quote).toMatchObject({ rate: eurGbp(), transaction_amount: '10.00' });
    expect(await kit.balance(tokens.acme, EUR())).toBe(eurBefore);
  });
});
