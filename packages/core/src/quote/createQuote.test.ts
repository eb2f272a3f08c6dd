import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rate } from '../contract/rates.js';
import { createRates } from '../rates/createRates.js';
import type { VisibilitySource } from '../rates/visibility.js';
import { createQuote } from './createQuote.js';
import { totalAt } from './quotedTotal.test-utils.js';

interface Draft {
  bank_account_id: number | null;
  to_account_id: number | null;
  amount: string;
}

function setup() {
  // The server's rate: tests move it by hand.
  let serverRate = '0.8571';
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: VisibilitySource = {
    isHidden: () => hidden,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  const fetchRate = vi.fn(
    async (sell: string, buy: string): Promise<Rate> => ({
      sell,
      buy,
      rate: serverRate,
      updated_at: '',
    }),
  );
  const rates = createRates({ fetchRate, visibility, log: () => {} });
  const fetchTotal = vi.fn(async (d: Draft) => totalAt(serverRate, d.amount));
  const quote = createQuote<Draft>({ rates, kind: 'exchange', fetchTotal });
  const dispose = quote.connect();
  return {
    dispose,
    rates,
    quote,
    fetchRate,
    fetchTotal,
    move: (r: string) => {
      serverRate = r;
    },
    serverRate: () => serverRate,
    hide: (h: boolean) => {
      hidden = h;
      for (const l of listeners) l();
    },
  };
}

const full: Draft = { bank_account_id: 1, to_account_id: 2, amount: '100' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createQuote (the quote lifecycle)', () => {
  it('PP-5-16 asks for no total until account, amount and target are set', async () => {
    const { quote, fetchTotal, dispose } = setup();
    quote.update({ ...full, to_account_id: null }, 'EUR', null);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchTotal).not.toHaveBeenCalled();
    expect(quote.store.getState()).toMatchObject({ status: 'empty', key: null });
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchTotal).toHaveBeenCalledOnce();
    expect(quote.store.getState()).toMatchObject({ status: 'ready', key: 'EUR/GBP' });
    quote.update({ ...full, amount: '' }, 'EUR', 'GBP');
    expect(quote.store.getState()).toMatchObject({ status: 'empty', total: null });
    dispose();
  });

  it('typing settles before one total is asked for; an unchanged draft asks nothing', async () => {
    const { quote, fetchTotal, dispose } = setup();
    for (const amount of ['1', '10', '100']) quote.update({ ...full, amount }, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchTotal).toHaveBeenCalledOnce();
    expect(fetchTotal.mock.calls[0]?.[0].amount).toBe('100');
    quote.update({ ...full }, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchTotal).toHaveBeenCalledOnce();
    dispose();
  });

  it('PP-4.7 the rate counts down from 10 on the 1 s tick and a new rate recalculates the total', async () => {
    const { quote, rates, fetchRate, fetchTotal, move, dispose } = setup();
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    expect(rates.store.getState().pairs['EUR/GBP']?.timerValue).toBe(9);
    move('0.8600');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    expect(rates.store.getState().pairs['EUR/GBP']).toMatchObject({
      timerValue: 10,
      exchange: { rate: '0.8600' },
    });
    expect(fetchTotal).toHaveBeenCalledTimes(2);
    expect(quote.store.getState().total?.rate).toBe('0.8600');
    // An unchanged rate asks for no new total.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchRate).toHaveBeenCalledTimes(3);
    expect(fetchTotal).toHaveBeenCalledTimes(2);
    dispose();
  });

  it('a hidden tab asks for no rate and no total', async () => {
    const { quote, fetchRate, fetchTotal, hide, move, dispose } = setup();
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    hide(true);
    move('0.9');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    expect(fetchTotal).toHaveBeenCalledOnce();
    hide(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    dispose();
  });

  it('PP-4.1-05 a submit pauses the pair for 30 s, then it counts down again', async () => {
    const { quote, fetchRate, dispose } = setup();
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    quote.submitted();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fetchRate).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(fetchRate).toHaveBeenCalledTimes(2);
    dispose();
  });

  it('the resubmission with the code sends the price of the first send, even after the refresh resumed', async () => {
    const { quote, move, dispose } = setup();
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    quote.submitted();
    expect(quote.sent(false)).toEqual({ quoted_rate: '0.8571' });
    // The user takes 45 s over the code: the pause ends and a new rate is shown meanwhile.
    move('0.8700');
    await vi.advanceTimersByTimeAsync(45_000);
    expect(quote.store.getState().total?.rate).toBe('0.8700');
    expect(quote.sent(true)).toEqual({ quoted_rate: '0.8571' });
    expect(quote.held()?.to_amount).toBe('0.8571');
    // A new submit (no code) takes the price then shown.
    expect(quote.sent(false)).toEqual({ quoted_rate: '0.8700' });
    dispose();
  });

  it("a server's quote is sent by id and needs no second total before the submit", async () => {
    const { quote, fetchTotal, dispose } = setup();
    fetchTotal.mockImplementation(async (d: Draft) => ({
      ...totalAt('0.8571', d.amount),
      quote_id: 'q1.sig',
    }));
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(quote.confirm()).resolves.toBe(true);
    expect(fetchTotal).toHaveBeenCalledOnce();
    expect(quote.sent(false)).toEqual({ quote_id: 'q1.sig' });
    dispose();
  });

  it('a submit while the total is being asked for waits for it instead of doing nothing', async () => {
    const { quote, fetchTotal, move, serverRate, dispose } = setup();
    let n = 0;
    fetchTotal.mockImplementation(async (d: Draft) => ({
      ...totalAt('0.8571', d.amount),
      quote_id: `q${++n}.sig`,
    }));
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    // The user types a new amount and clicks at once, inside the 300 ms the typing settles.
    quote.update({ ...full, amount: '250' }, 'EUR', 'GBP');
    const first = quote.confirm();
    await vi.advanceTimersByTimeAsync(0);
    await expect(first).resolves.toBe(true);
    expect(quote.sent(false)).toEqual({ quote_id: 'q2.sig' });
    expect(quote.held()?.transaction_amount).toBe('250');
    // A server without quotes, and a recalculation (a new rate's) starting during the check:
    // before, it aborted the check's request and the click did nothing.
    fetchTotal.mockImplementation(
      (d: Draft) =>
        new Promise((resolve) => setTimeout(() => resolve(totalAt(serverRate(), d.amount)), 500)),
    );
    const second = quote.confirm();
    await vi.advanceTimersByTimeAsync(100);
    void quote.recalculate();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(second).resolves.toBe(true);
    move('0.8600');
    const third = quote.confirm();
    await vi.advanceTimersByTimeAsync(600);
    await expect(third).resolves.toBe(false);
    expect(quote.store.getState()).toMatchObject({ moved: true, total: { rate: '0.8600' } });
    dispose();
  });

  it('a refusal with a new quote shows it at once (moved); another 422 is not a moved price', async () => {
    const { quote, fetchTotal, dispose } = setup();
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    const fresh = { ...totalAt('0.8650'), quote_id: 'q2.sig' };
    expect(quote.refused({ errors: { amount: ['Insufficient funds.'] } })).toBe(false);
    expect(quote.refused({ errors: { quote_id: ['moved'] }, quote: fresh })).toBe(true);
    expect(quote.store.getState()).toMatchObject({ moved: true, total: fresh, status: 'ready' });
    expect(fetchTotal).toHaveBeenCalledOnce();
    // A server without quotes: asked for again.
    expect(quote.refused({ errors: { quoted_rate: ['moved'] } })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchTotal).toHaveBeenCalledTimes(2);
    expect(quote.store.getState().moved).toBe(true);
    dispose();
  });

  it('without a total (fields missing) the submit goes, for the server to name them', async () => {
    const { quote, fetchTotal, dispose } = setup();
    quote.update({ ...full, to_account_id: null }, 'EUR', null);
    await expect(quote.confirm()).resolves.toBe(true);
    expect(fetchTotal).not.toHaveBeenCalled();
    dispose();
  });

  it('confirm: true while the total holds; false with the new total shown when the rate moved', async () => {
    const { quote, move, dispose } = setup();
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(quote.confirm()).resolves.toBe(true);
    expect(quote.store.getState().moved).toBe(false);
    move('0.8700');
    await expect(quote.confirm()).resolves.toBe(false);
    expect(quote.store.getState()).toMatchObject({ moved: true, total: { rate: '0.8700' } });
    // The user has now seen the new total: submitting again goes through.
    await expect(quote.confirm()).resolves.toBe(true);
    expect(quote.store.getState().moved).toBe(false);
    dispose();
  });

  it('a refused total is an error state; changing the pair stops the old one', async () => {
    const { quote, rates, fetchTotal, dispose } = setup();
    fetchTotal.mockRejectedValueOnce(new Error('422'));
    quote.update(full, 'EUR', 'GBP');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quote.store.getState()).toMatchObject({ status: 'error', total: null });
    quote.update({ ...full, to_account_id: 3 }, 'EUR', 'USD');
    expect(Object.keys(rates.store.getState().pairs)).toEqual(['EUR/USD']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quote.store.getState().status).toBe('ready');
    dispose();
    expect(rates.store.getState().pairs).toEqual({});
  });
});
