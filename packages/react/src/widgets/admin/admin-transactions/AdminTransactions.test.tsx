import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminTransactions } from './AdminTransactions.js';

// Read-only against the shared sandbox: the approval and the decline themselves are the
// Playwright test's (e2e/portal/admin-transactions.spec.ts), so the seeded API payment stays
// for others. The dialogs are tried here up to their answer, which is cancelled or refused.
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
    expect(screen.queryByRole('button', { name: /^Decline/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /^Choose/ })).toBeNull();
  }, 60_000);

  it('approve confirms with the count and total; decline asks for a reason; nothing sent unless answered', async () => {
    // The real fetch, counted: a decision that is cancelled or refused sends no POST.
    const posts: string[] = [];
    const counting: typeof fetch = (input, init) => {
      if ((init?.method ?? 'GET') === 'POST') posts.push(String(input));
      return fetch(input, init);
    };
    const client = await signedInClient('admin@flexportal.test', counting);
    posts.length = 0;
    render(
      <FlexportalProvider client={client}>
        <AdminTransactions mode="api" />
      </FlexportalProvider>,
    );
    const approveOne = (await screen.findAllByRole('button', { name: /^Approve TX/ }, slow))[0];
    const row = approveOne?.closest('tr') as HTMLTableRowElement;
    await waitFor(() => expect(row.textContent).toContain('Acme'), slow);

    fireEvent.click(approveOne as HTMLElement);
    const approve = await screen.findByRole('dialog', { name: 'Approve API payments' });
    expect(approve.textContent).toContain('Payments: 1. Total: 120.00\u00a0EUR.');
    fireEvent.click(within(approve).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Approve API payments' })).toBeNull(),
    );

    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Decline chosen (1)' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline API payments' });
    expect(decline.textContent).toContain('Payments: 1. Total: 120.00\u00a0EUR.');
    const reason = within(decline).getByLabelText('Reason') as HTMLInputElement;
    expect(reason.value).toBe('');
    // Enter in the field sends the form: without a reason it is refused beside the field.
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.submit(reason.closest('form') as HTMLFormElement);
    expect(await within(decline).findByText('Enter the reason for the decline.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(decline).getByRole('button', { name: 'Decline payments' }));
    expect(screen.getByRole('dialog', { name: 'Decline API payments' })).toBeTruthy();
    fireEvent.click(within(decline).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Decline API payments' })).toBeNull(),
    );
    // A new dialog starts clean; the row is still waiting, and no decision was posted.
    fireEvent.click(within(row).getByRole('button', { name: /^Decline TX/ }));
    const again = await screen.findByRole('dialog', { name: 'Decline API payments' });
    expect((within(again).getByLabelText('Reason') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText('Enter the reason for the decline.')).toBeNull();
    expect(posts.filter((url) => /api-payments/.test(url))).toEqual([]);
  }, 60_000);
});
