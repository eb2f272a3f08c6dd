import type { Transaction } from '@flexportal/core/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { TransactionOverview } from './TransactionOverview.js';

// Who sees what, against the real sandbox; nothing here changes data.
const _api = inject('sandboxApiUrl');
const slow = { timeout: 20_000 };

describe('<TransactionOverview> access', () => {
  it('PP-6-03 a reader sees the transaction without Deny, source of funds, repeat or return', async () => {
    const reader = await signedIn('reader@acme.test');
    const query = { mode: 'progress' };
    const pending = await reader.http.list<Transaction>('manager/transactions', {}, { query });
    const tx = pending.items.find((t) => t.type === 'withdrawal') ?? pending.items[0];
    if (!tx) throw new Error('Acme has no transaction in progress');
    render(
      <FlexportalProvider client={reader}>
        <TransactionOverview transactionId={tx.id} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: `Transaction ${tx.name}` }, slow),
    ).toBeTruthy();
    // Wait for the user's roles, so the absence below is the reader's, not a load's.
    await waitFor(() => expect(reader.cache.peek('auth/me')).toBeDefined(), slow);
    expect(screen.getByRole('button', { name: 'Download wire confirmation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
    expect(screen.queryByLabelText('Select source of funds')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Repeat' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Return' })).toBeNull();
  }, 60_000);

  it('a settled incoming payment offers Return (with a withdrawal), no Deny or Repeat; its protocol in words', async () => {
    const manager = await signedIn('manager@acme.test');
    const query = { mode: 'settled' };
    const settled = await manager.http.list<Transaction>('manager/transactions', {}, { query });
    const tx = settled.items.find(
      (t) => t.type === 'deposit' && t.transmission_protocol === 'FPS_CHAPS',
    );
    if (!tx) throw new Error('Acme has no settled FPS/CHAPS deposit');
    render(
      <FlexportalProvider client={manager}>
        <TransactionOverview transactionId={tx.id} />
      </FlexportalProvider>,
    );
    const back = await screen.findByRole('link', { name: 'Return' }, slow);
    expect(back.getAttribute('href')).toBe(
      `/manager/payments/withdrawal/return?act=return&tx=${tx.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Deny' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Repeat' })).toBeNull();
    expect(screen.getByText('UK Faster Payments / CHAPS')).toBeTruthy();
    expect(screen.queryByText('FPS_CHAPS')).toBeNull();
  }, 60_000);

  it('says "Transaction not found" for an unknown id (404)', async () => {
    const onError = vi.fn();
    render(
      <FlexportalProvider client={await signedIn('solo@individual.test')}>
        <TransactionOverview transactionId={2147483646} onError={onError} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Transaction not found' }, slow),
    ).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  }, 60_000);
});
