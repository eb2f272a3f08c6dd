/**
 * R15.8: hostile input answers 400/422 in the spec's error shape, never 500, and before any
 * one-time code is used: a NUL byte or an unpaired surrogate in every string field and
 * query parameter of the OpenAPI document, an overflowing amount in every decimal, JSON
 * nested 100,000 deep in every body, a 60 MB body, and NUL bytes inside an imported file.
 */
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';
import { hasFieldErrors, sendVariant } from '../testing/openapiCalls.js';
import { hostileVariants } from './hostileVariants.js';
import { type Operation, operationsOf } from './malformedPayloads.js';

const { h, tokens, ids } = sandboxSuite({
  logins: ['solo', 'admin', 'acme'],
  accountsOf: ['acme'],
});
const tokenFor = (op: Operation) =>
  !op.secured ? undefined : op.path.startsWith('/a/') ? tokens.admin : tokens.solo;

const withdrawal = (name: string) => ({
  bank_account_id: ids['Acme EUR main'],
  amount: '1.00',
  transfer_service: 'sepa',
  customer_iban: 'DE44500105175407324931',
  customer_name: name,
});

function upload(csv: string, code: string) {
  const form = new FormData();
  form.append('bank_account_id', String(ids['Acme EUR main']));
  form.append('is_submit', '1');
  form.append('file', new File([csv], 'payments.csv', { type: 'text/csv' }));
  return h.app.request('/api/v2/manager/transactions/import', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${tokens.acme}`, 'X-OTP-Code': code },
  });
}

describe('R15.8 hostile input at the HTTP boundary', () => {
  it('every string, decimal and body of the document: 0 5xx, all 400/422 with the error shape', async () => {
    const doc = await json(await h.call('GET', '/openapi.json'));
    const tally = { sent: 0, server5xx: 0, ok: 0, badShape: 0, refused: 0, accepted: 0 };
    const failures = new Set<string>();
    for (const op of operationsOf(doc)) {
      for (const v of hostileVariants(doc, op)) {
        const { status, body } = await sendVariant(h, tokenFor(op), op, v);
        tally.sent++;
        const where = `${op.method} ${op.path} [${v.defect} ${v.field ?? ''}] ${status}`;
        if (status >= 500) tally.server5xx++;
        else if (status === 400 && typeof (body as { message?: unknown })?.message === 'string')
          tally.ok++;
        else if (status === 422 && hasFieldErrors(body)) tally.ok++;
        else if (status === 400 || status === 422) tally.badShape++;
        else if (status === 401 || status === 403 || status === 404) tally.refused++;
        else tally.accepted++;
        if (status >= 500 || (status < 400 && status !== 0)) failures.add(where);
      }
    }
    if (failures.size) console.log(`R15.8 failures:\n${[...failures].slice(0, 40).join('\n')}`);
    console.log(
      `R15.8 ${tally.sent} hostile requests (NUL, unpaired surrogate, overflow, 100,000-deep JSON): ${tally.server5xx} 5xx, ${tally.ok} 400/422 in the error shape, ${tally.badShape} without it, ${tally.refused} 401/403/404, ${tally.accepted} accepted`,
    );
    expect(tally.server5xx).toBe(0);
    expect(tally.accepted).toBe(0);
    expect(tally.badShape).toBe(0);
  }, 600_000);

  it('refuses a 60 MB body, and spends no code on a request it refuses', async () => {
    const big = await h.call('POST', '/a/settings', {
      token: tokens.admin,
      body: { key: 'r22_big', value: 'x'.repeat(60 * 1024 * 1024) },
    });
    const bigBody = await json(big).catch(() => null);

    // A code-less request opens the challenge; its code then comes with each try.
    await h.call('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body: withdrawal('Wayne Enterprises'),
    });
    h.tick();
    const code = h.code();
    const nul = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body: withdrawal('Evil\u0000Corp'),
      headers: { 'X-OTP-Code': code },
    });
    const csv = `amount,transfer_service,customer_name,customer_iban\n1,sepa,Nul\u0000Name,DE44500105175407324931`;
    const imported = await upload(csv, code);
    const valid = await h.call('POST', '/manager/transactions/iban', {
      token: tokens.acme,
      body: withdrawal('Wayne Enterprises'),
      headers: { 'X-OTP-Code': code },
    });
    console.log(
      `R15.8 60 MB body: ${big.status}; a NUL in a withdrawal: ${nul.status}, in an imported file: ${imported.status}; the same code afterwards on a valid withdrawal: ${valid.status}`,
    );
    expect(big.status).toBe(400);
    expect(typeof bigBody?.message).toBe('string');
    expect(nul.status).toBe(422);
    expect(imported.status).toBe(422);
    expect(valid.status).toBe(201);
  }, 120_000);
});
