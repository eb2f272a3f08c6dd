import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminAuthCheckpoints } from './AdminAuthCheckpoints.js';

const slow = { timeout: 20_000 };
// A browser of this test alone: its checkpoint is nobody else's, so blocking it is safe.
const browser = `CheckpointTest/${Date.now()}-${Math.random().toString(36).slice(2)}`;
const signIn = () =>
  fetch(new URL('auth/login', `${inject('sandboxApiUrl')}/`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': browser },
    body: JSON.stringify({ email: 'reader@acme.test', password: 'Sandbox#2026' }),
  });

let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  expect((await signIn()).status).toBe(200);
});

describe('<AdminAuthCheckpoints> against the sandbox (AC-7admin-09)', () => {
  it('lists the checkpoint; Block refuses that sign-in, Unblock allows it again', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminAuthCheckpoints />
      </FlexportalProvider>,
    );
    const cell = await screen.findByText(browser, undefined, slow);
    const row = cell.closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('reader@acme.test')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^Block / }));
    expect(await screen.findByRole('status', undefined, slow)).toBeTruthy();
    await within(row).findByText('Blocked', undefined, slow);
    expect((await signIn()).status).toBe(403);

    fireEvent.click(within(row).getByRole('button', { name: /^Unblock / }));
    await within(row).findByText('Active', undefined, slow);
    expect((await signIn()).status).toBe(200);
  }, 60_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminAuthCheckpoints />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Anmelde-Checkpoints' }, slow)).toBeTruthy();
  }, 60_000);
});
