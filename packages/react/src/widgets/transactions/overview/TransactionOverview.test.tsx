import { type FlexportalClient, HEADERS } from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { TransactionOverview } from './TransactionOverview.js';

// Behaviour through the UI against the real sandbox. The transaction changed here is this
// file's own (created in beforeAll by solo@individual.test), so suites running in parallel
// on the same sandbox never see it change under them.
const api = inject('sandboxApiUrl');
const SOLO = 'solo@individual.test';
const slow = { timeout: 20_000 };

// The e-mailed codes, newest first: another suite may have asked for one meanwhile, so
// each recent one is tried (a code only opens the challenge it was sent for).
async function recentCodes(): Promise<string[]> {
  const res = await fetch(new URL(`/sandbox/mailbox?email=${SOLO}`, api));
  const mail = (await res.json()) as { data: Array<{ body: string }> };
  return mail.data.slice(0, 10).flatMap((m) => /(\d{6})/.exec(m.body)?.[1] ?? []);
}

/** A fresh SEPA withdrawal in progress, through the two-factor code (setup, not the UI). */
async function createWithdrawal(amount: string): Promise<Transaction> {
  // Its own client: the challenge it meets must not open the code dialog of the screens'.
  const setup = await signedIn(SOLO);
  const accounts = (await setup.http.list<BankAccount>('manager/bank-accounts')).items;
  const eur = accounts.find(
    (a) => a.currency === 'EUR' && a.currency_unit.currency_type === 'fiat',
  );
  const body = {
    bank_account_id: eur?.id,
    amount,
    transfer_service: 'sepa',
    customer_legal_type: 'company',
    customer_iban: 'DE44500105175407324931',
    customer_name: 'Overview Test GmbH',
    bypass_duplicate_check: true,
  };
  const send = (code?: string) =>
    setup.http.data<Transaction>('manager/transactions/iban', {
      method: 'POST',
      body,
      headers: code ? { [HEADERS.otpCode]: code } : {},
    });
  await expect(send()).rejects.toMatchObject({ response: { status: 403 } });
  for (const code of await recentCodes()) {
    const created = await send(code).catch(() => null);
    if (created) return created;
  }
  throw new Error('No e-mailed code opened the withdrawal');
}

const details = () => within(screen.getByRole('region', { name: 'Details' }));
const historyItems = () =>
  within(screen.getByRole('region', { name: 'History' })).queryAllByRole('listitem').length;

let solo: FlexportalClient;
let mine: Transaction;
let other: Transaction;
beforeAll(async () => {
  solo = await signedIn(SOLO);
  mine = await createWithdrawal('1.23');
  other = await createWithdrawal('1.24');
}, 90_000);
afterEach(() => vi.restoreAllMocks());

describe('<TransactionOverview> against the sandbox', () => {
  it('PP-8-14/15, PP-4.6-04 sets the source of funds, then denies; the history grows', async () => {
    const onTransaction = vi.fn();
    render(
      <FlexportalProvider client={solo}>
        <TransactionOverview transactionId={mine.id} onTransaction={onTransaction} />
      </FlexportalProvider>,
    );
    const title = `Transaction ${mine.name}`;
    expect(await screen.findByRole('heading', { name: title }, slow)).toBeTruthy();
    expect(details().getByText('1.23 EUR')).toBeTruthy();
    expect(details().getByText('Overview Test GmbH')).toBeTruthy();
    expect(details().getByText('In progress')).toBeTruthy();
    const repeat = await screen.findByRole('link', { name: 'Repeat' }, slow);
    expect(repeat.getAttribute('href')).toBe(
      `/manager/payments/withdrawal/repeat?act=repeat&tx=${mine.id}`,
    );
    // An outgoing payment in progress has nothing to return; Deny is offered, destructive
    // and secondary (never the primary button).
    expect(screen.queryByRole('link', { name: 'Return' })).toBeNull();
    const denyButton = screen.getByRole('button', { name: 'Deny' });
    expect(denyButton.dataset.variant).toBe('danger');
    expect(
      within(screen.getByRole('region', { name: 'Actions' }))
        .getAllByRole('button')
        .filter((b) => b.dataset.variant === 'primary'),
    ).toEqual([]);
    // The server's history (oldest first) is listed as it comes: 'Created' so far.
    const before = historyItems();
    expect(before).toBeGreaterThanOrEqual(1);

    // The prompt: placeholder 'required', Business or Customer.
    const source = screen.getByLabelText('Select source of funds') as HTMLSelectElement;
    expect([...source.options].map((o) => o.textContent)).toEqual([
      'required',
      'Business',
      'Customer',
    ]);
    fireEvent.change(source, { target: { value: '2' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }));
    const updated = `Transaction ${mine.name} updated successfully!`;
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(updated), slow);
    expect(screen.queryByLabelText('Select source of funds')).toBeNull();
    expect(details().getByText('Customer')).toBeTruthy();
    expect(onTransaction).toHaveBeenLastCalledWith({
      id: mine.id,
      name: mine.name,
      status: 'progress',
    });
    await waitFor(() => expect(historyItems()).toBe(before + 1), slow);

    // Deny, confirmed in a dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog', { name: `Deny transaction ${mine.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny transaction' }));
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe(`Transaction ${mine.name} denied.`),
      slow,
    );
    expect(details().getByText('Denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
    expect(onTransaction).toHaveBeenLastCalledWith({
      id: mine.id,
      name: mine.name,
      status: 'denied',
    });
    await waitFor(() => expect(historyItems()).toBe(before + 2), slow);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByRole('listitem').at(-1)?.textContent).toContain('Denied');
  }, 60_000);

  it('PP-7.4-18 downloads the wire confirmation through the client, as a file', async () => {
    // jsdom has no object URLs; the browser's part is stubbed, the request is real.
    const createObjectURL = vi.fn((_: Blob) => 'blob:wire');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <FlexportalProvider client={solo}>
        <TransactionOverview transactionId={mine.id} />
      </FlexportalProvider>,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download wire confirmation' }, slow),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), slow);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`wire-confirmation-${mine.name}.pdf`);
    expect(anchor.getAttribute('href')).toBe('blob:wire');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF')).toBe(true);
  }, 60_000);

  it("PP-5-01 / issue 38 a refused deny says so in the catalogue's words and shows the transaction as it is now", async () => {
    const onError = vi.fn();
    render(
      <FlexportalProvider client={solo}>
        <TransactionOverview transactionId={other.id} onError={onError} />
      </FlexportalProvider>,
    );
    const deny = await screen.findByRole('button', { name: 'Deny' }, slow);
    // Denied elsewhere while the overview is open: the server refuses the second deny.
    await solo.http.data(`manager/transactions/${other.id}/deny`, { method: 'PUT' });
    fireEvent.click(deny);
    const dialog = await screen.findByRole('dialog', { name: `Deny transaction ${other.name}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deny transaction' }));
    expect((await screen.findByRole('alert', {}, slow)).textContent).toBe(
      'This was not accepted. Check the details and try again.',
    );
    expect(document.body.textContent).not.toContain('Only withdrawals in progress');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 422 }));
    await waitFor(() => expect(details().getByText('Denied')).toBeTruthy(), slow);
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
  }, 60_000);
});
