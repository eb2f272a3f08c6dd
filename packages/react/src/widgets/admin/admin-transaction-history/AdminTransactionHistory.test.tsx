import type { FlexportalClient } from '@flexportal/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminTransactionHistory } from './AdminTransactionHistory.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

describe('<AdminTransactionHistory> against the sandbox (AC-2admin-06)', () => {
  it("shows any company's transaction and its history, oldest first", async () => {
    const denied = await admin.http.list<{ id: number; name: string }>(
      'a/transactions',
      {},
      { query: { mode: 'denied' } },
    );
    const tx = denied.items[0];
    expect(tx).toBeTruthy();
    render(
      <FlexportalProvider client={admin}>
        <AdminTransactionHistory transactionId={String(tx?.id)} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: `Transaction history ${tx?.name}` }, slow),
    ).toBeTruthy();
    const history = (await screen.findByRole('heading', { name: 'History' }, slow)).closest(
      'section',
    ) as HTMLElement;
    const steps = within(history).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThan(1);
    expect(steps[steps.length - 1]?.textContent).toContain('Denied');
  }, 60_000);

  it('says so when the id is no transaction', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminTransactionHistory transactionId="999999" />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('This transaction could not be found.', {}, slow)).toBeTruthy();
  });
});
