import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminCheckHistory } from './AdminCheckHistory.js';

const slow = { timeout: 20_000 };

let admin: FlexportalClient;
let newest: number;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  const page = await admin.http.list<{ transaction_id: number }>('a/transactions/check-records', {
    page: 1,
    per_page: 1,
  });
  newest = page.items[0]?.transaction_id as number;
}, 60_000);

describe('<AdminCheckHistory> against the sandbox (AC-2admin-08)', () => {
  it('lists the ledger check of the newest transaction as balanced, linking to its history', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCheckHistory historyHref="/admin/transactions/{id}/history" />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Check history' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: `#${newest}` }, slow);
    expect(link.getAttribute('href')).toBe(`/admin/transactions/${newest}/history`);
    const row = link.closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('Balanced')).toBeTruthy();

    // Only the unbalanced: the balanced transaction leaves the list.
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'true' } });
    await waitFor(
      () => expect(screen.queryByRole('link', { name: `#${newest}` })).toBeNull(),
      slow,
    );
  }, 60_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminCheckHistory />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Prüfverlauf' }, slow)).toBeTruthy();
  }, 60_000);
});
