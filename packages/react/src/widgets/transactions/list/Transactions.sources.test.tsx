import type { Transaction } from '@flexportal/core/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import {
  listSettled,
  readerClient,
  readerToken,
  showTransactions,
  slow,
} from './transactionsSandbox.test-utils.js';

// Acme's affiliate Hooli sends funds to Acme (its code from the sandbox's dev tool); Acme's
// reader then sees that transaction in the affiliates' list, not in Acme's own.
const api = inject('sandboxApiUrl');
let token: unknown;
let sent: Transaction;

beforeAll(async () => {
  token = await readerToken();
  const hooli = await signedIn('manager@hooli.test');
  const [from] = await hooli.http.data<Array<{ id: number }>>('manager/bank-accounts');
  const owner = await hooli.http.data<{ accounts: Array<{ id: number; currency: string }> }>(
    'manager/affiliate-owner',
  );
  const to = owner.accounts.find((a) => a.currency === 'EUR');
  const send = (otpCode?: string) =>
    hooli.http.data<Transaction>('manager/transactions/send-funds-affiliate', {
      method: 'POST',
      body: { bank_account_id: from?.id, to_account_id: to?.id, amount: '3.21' },
      ...(otpCode ? { otpCode } : {}),
    });
  // The first answer asks for the code (403, X-OTP-Required); the second carries it.
  await send().catch(() => undefined);
  const otp = await fetch(new URL('/sandbox/otp?email=manager@hooli.test', api));
  const { code } = ((await otp.json()) as { data: { code: string } }).data;
  sent = await send(code);
}, 60_000);

describe('<Transactions source="affiliates"> (AC-7mgr-28)', () => {
  it("lists the affiliates' transactions without links to an overview", async () => {
    showTransactions(readerClient(token), {
      source: 'affiliates',
      mode: 'settled',
      transactionHref: '/manager/transactions/{id}',
    });
    const list = await listSettled();
    const cell = await within(list).findByText(sent.name, undefined, slow);
    expect(cell.closest('a')).toBeNull();
    expect(within(cell.closest('tr') as HTMLElement).getAllByText(/3\.21/).length).toBeGreaterThan(
      0,
    );
  }, 40_000);

  it("does not show them in the company's own list", async () => {
    showTransactions(readerClient(token), { mode: 'settled', transactionIds: String(sent.id) });
    await listSettled();
    expect(screen.queryByText(sent.name)).toBeNull();
  }, 40_000);
});
