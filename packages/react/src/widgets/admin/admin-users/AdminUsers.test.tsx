import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminUsers } from './AdminUsers.js';

// Against the real sandbox, as the super-admin.
const slow = { timeout: 20_000 };
// A loaded 2-core machine: sign-in and the first render can pass the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('<AdminUsers> against the sandbox', () => {
  it('finds users by search and role, links each, and offers Log in as for managers only', async () => {
    const client = await signedInClient('admin@flexportal.test');
    render(
      <FlexportalProvider client={client}>
        <AdminUsers search="acme" userHref="/admin/users/{id}" />
      </FlexportalProvider>,
    );
    const row = (await screen.findByRole(
      'row',
      { name: /manager@acme\.test/ },
      slow,
    )) as HTMLElement;
    expect(screen.queryByRole('row', { name: /ops@flexportal\.test/ })).toBeNull();
    expect(
      within(row).getByRole('link', { name: 'manager@acme.test' }).getAttribute('href'),
    ).toMatch(/^\/admin\/users\/\d+$/);
    expect(within(row).getByRole('button', { name: 'Log in as manager@acme.test' })).toBeTruthy();
  });

  it('never offers Log in as for an administrator, filtered by role', async () => {
    const client = await signedInClient('admin@flexportal.test');
    render(
      <FlexportalProvider client={client}>
        <AdminUsers roleFilter="admin" />
      </FlexportalProvider>,
    );
    const row = (await screen.findByRole(
      'row',
      { name: /ops@flexportal\.test/ },
      slow,
    )) as HTMLElement;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('row', { name: /manager@acme\.test/ })).toBeNull();
  });

  it('logs in as the manager: the admin token kept in reserve, the host told', async () => {
    const client = await signedInClient('admin@flexportal.test');
    const admin = client.session.getToken();
    const onImpersonated = vi.fn();
    render(
      <FlexportalProvider client={client}>
        <AdminUsers search="reader@acme" onImpersonated={onImpersonated} />
      </FlexportalProvider>,
    );
    (await screen.findByRole('button', { name: 'Log in as reader@acme.test' }, slow)).click();
    await waitFor(() => expect(onImpersonated).toHaveBeenCalledTimes(1), slow);
    expect(onImpersonated.mock.calls[0]?.[0]).toMatchObject({ email: 'reader@acme.test' });
    expect(client.session.getToken()).not.toBe(admin);
    expect(client.session.returnToAdmin()).not.toBeNull();
    expect(client.session.getToken()).toBe(admin);
  });
});
