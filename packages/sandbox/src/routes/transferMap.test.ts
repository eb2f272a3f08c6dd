import { TransferMapEntry } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';
import { pairAllowed } from './transferMap.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['acme', 'reader', 'globex'],
  accountsOf: ['acme', 'globex'],
});

const acc = (id: number, currency: string, type = 'fiat', disabled: string[] = []) => ({
  id,
  currency,
  currencyType: type,
  protocolsDisabled: disabled,
});

describe('pairAllowed (PP-4.6-01, PP-5-17)', () => {
  it('another account; crypto needs the feature, another currency and CRYPTO_EXCHANGE on both', () => {
    expect(pairAllowed(acc(1, 'EUR'), acc(1, 'EUR'), true, true)).toBe(false);
    expect(pairAllowed(acc(1, 'EUR'), acc(2, 'EUR'), false, true)).toBe(true);
    expect(pairAllowed(acc(1, 'EUR'), acc(2, 'GBP'), false, true)).toBe(true);
    expect(pairAllowed(acc(1, 'EUR'), acc(2, 'XXX'), false, false)).toBe(false);
    expect(pairAllowed(acc(1, 'EUR'), acc(2, 'BTC', 'crypto'), false, true)).toBe(false);
    expect(pairAllowed(acc(1, 'EUR'), acc(2, 'BTC', 'crypto'), true, true)).toBe(true);
    const trx = acc(2, 'TRX', 'crypto', ['CRYPTO_EXCHANGE']);
    expect(pairAllowed(acc(1, 'EUR'), trx, true, true)).toBe(false);
    expect(pairAllowed(trx, acc(1, 'EUR'), true, true)).toBe(false);
  });
});

describe('GET company/accounts-transfer-map (AC-7mgr-06)', () => {
  it('lists each own account with the own accounts it may move money to', async () => {
    const res = await h.call('GET', '/company/accounts-transfer-map', { token: tokens.acme });
    expect(res.status).toBe(200);
    const map = TransferMapEntry.array().parse((await json(res)).data);
    const of = (name: string) =>
      map.find((e) => e.bank_account_id === ids[name])?.to_account_ids ?? [];
    expect(of('Acme EUR main')).toContain(ids['Acme GBP']);
    expect(of('Acme EUR main')).toContain(ids['Acme BTC']);
    expect(of('Acme EUR main')).not.toContain(ids['Acme EUR main']);
    expect(of('Acme EUR main')).not.toContain(ids['Acme TRX']);
    expect(of('Acme TRX')).toEqual([]);
    // Only the company's own accounts, never another company's.
    const globex = Object.entries(ids)
      .filter(([n]) => n.startsWith('Globex'))
      .map(([, id]) => id);
    for (const e of map) for (const id of globex) expect(e.to_account_ids).not.toContain(id);
  });
  it('a reader may read it; no token is 401', async () => {
    expect(await h.status('GET', '/company/accounts-transfer-map', { token: tokens.reader })).toBe(
      200,
    );
    expect(await h.status('GET', '/company/accounts-transfer-map', {})).toBe(401);
  });
});
