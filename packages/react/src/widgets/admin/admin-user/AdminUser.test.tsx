import type { FlexportalClient } from '@flexportal/core';
import type { AdminUser as AdminUserRecord } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminUser } from './AdminUser.js';

// Against the real sandbox. kyc@umbrella.test is this suite's own to change.
const slow = { timeout: 20_000 };
// A loaded 2-core machine: sign-in and the first render can pass the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
let admin: FlexportalClient;
let kyc: AdminUserRecord;
let superAdmin: AdminUserRecord;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  const find = async (search: string) =>
    (
      await admin.http.list<AdminUserRecord>(
        'a/users',
        { page: 1, per_page: 5 },
        { query: { search } },
      )
    ).items[0] as AdminUserRecord;
  kyc = await find('kyc@umbrella.test');
  superAdmin = await find('admin@flexportal.test');
});

const show = (client: FlexportalClient, userId: number, edit = false) =>
  render(
    <FlexportalProvider client={client}>
      <AdminUser userId={userId} edit={edit} />
    </FlexportalProvider>,
  );

describe('<AdminUser> against the sandbox', () => {
  it('shows the details and changes the name; the activity names who did it', async () => {
    show(admin, kyc.id, true);
    const first = (await screen.findByLabelText('First name', {}, slow)) as HTMLInputElement;
    expect(screen.getByText('Umbrella Corp')).toBeTruthy();
    fireEvent.change(first, { target: { value: 'Kira' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile saved.', {}, slow);
    expect((await admin.http.data<AdminUserRecord>(`a/users/${kyc.id}`)).first_name).toBe('Kira');
    await screen.findByText(/Profile edited by admin@flexportal\.test/, {}, slow);
  });

  it('resets the throttle, and keeps typed input with the field error when the server refuses', async () => {
    show(admin, kyc.id, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset sign-in throttle' }, slow));
    await screen.findByText('Sign-in throttle reset.', {}, slow);
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'manager@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Issue 38: the catalogue's sentence of an e-mail refusal, never the server's own.
    await screen.findByText(
      'Check the e-mail address: it is not valid or already in use.',
      {},
      slow,
    );
    expect(document.body.textContent).not.toContain('The email has already been taken.');
    expect(email.value).toBe('manager@acme.test');
  });

  it('offers an admin no administrator role, and shows a super-admin read-only', async () => {
    const ops = await signedInClient('ops@flexportal.test');
    const view = show(ops, kyc.id, true);
    const role = (await screen.findByLabelText('Role', {}, slow)) as HTMLSelectElement;
    expect([...role.options].map((o) => o.value)).toEqual(['manager', 'manager-reader']);
    view.unmount();
    show(ops, superAdmin.id);
    await screen.findByText('Only a super-admin can change an administrator.', {}, slow);
    expect(screen.queryByRole('button', { name: 'Edit user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in as this user' })).toBeNull();
  });

  it('asks before deleting', async () => {
    show(admin, kyc.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }, slow));
    const dialog = await screen.findByRole('dialog', { name: /Delete kyc@umbrella\.test\?/ }, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await admin.http.data<AdminUserRecord>(`a/users/${kyc.id}`)).id).toBe(kyc.id);
  });
});
