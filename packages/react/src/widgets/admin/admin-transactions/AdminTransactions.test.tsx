import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminTransactions } from './AdminTransactions.js';

// Read-only against the shared sandbox: the approval itself is the Playwright test's
// (e2e/portal/admin-transactions.spec.ts), so the seeded API payment stays for others.
const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

const show = (props: Parameters<typeof AdminTransactions>[0]) =>
  render(
    <FlexportalProvider client={admin}>
      <AdminTransactions {...props} />
    </FlexportalProvider>,
  );

describe('<AdminTransactions> against the sandbox (AC-2admin-05)', () => {
  it('api is "Admin Action Required": the company, a choice and Approve per row', async () => {
    show({ mode: 'api', historyHref: '/admin/transactions/{id}/history' });
    const heading = await screen.findByRole('heading', { name: 'Admin Action Required' }, slow);
    const list = heading.closest('section') as HTMLElement;
    const approve = await within(list).findAllByRole('button', { name: /^Approve TX/ }, slow);
    expect(approve.length).toBeGreaterThan(0);
    const row = approve[0]?.closest('tr') as HTMLTableRowElement;
    await waitFor(() => expect(row.textContent).toContain('Acme'), slow);
    expect(row.textContent).toContain('120.00\u00a0EUR');
    const link = within(row).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^\/admin\/transactions\/\d+\/history$/);

    const bulk = screen.getByRole('button', { name: 'Approve chosen (0)' }) as HTMLButtonElement;
    expect(bulk.disabled).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(
      (screen.getByRole('button', { name: 'Approve chosen (1)' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(screen.getByRole('button', { name: 'Approve chosen (0)' })).toBeTruthy();
  }, 60_000);

  it('settled, progress and denied list every company without approval controls', async () => {
    show({ mode: 'settled' });
    const heading = await screen.findByRole('heading', { name: 'Approved transactions' }, slow);
    const list = heading.closest('section') as HTMLElement;
    await waitFor(() => expect(list.querySelectorAll('tbody tr').length).toBeGreaterThan(0), slow);
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Choose/ })).toBeNull();
  }, 60_000);
});
