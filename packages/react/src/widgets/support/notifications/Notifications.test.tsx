import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Notifications } from './Notifications.js';
import { NotificationsBell } from './NotificationsBell.js';

// Acme's seeded notifications (one of each type); this file deletes one, never purges.
const slow = { timeout: 20_000 };
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@acme.test');
});

describe('<Notifications> against the sandbox', () => {
  it('lists them with their actions, an error icon for rejected documents, and deletes one', {
    timeout: 30_000,
  }, async () => {
    render(
      <FlexportalProvider client={client}>
        <Notifications />
      </FlexportalProvider>,
    );
    const list = await screen.findByRole('list', {}, slow);
    await within(list).findByRole('heading', { name: 'Negative balance' }, slow);
    expect(within(list).getByRole('link', { name: 'Fix the issue' })).toBeTruthy();
    expect(
      within(list).getByRole('link', { name: 'Set source of funds' }).getAttribute('href'),
    ).toMatch(/^\/manager\/transactions\/\d+$/);
    expect(within(list).getAllByRole('link', { name: 'Upload files' })).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(list).getAllByRole('img', { name: 'Problem' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “PSP withdrawal created”' }));
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'PSP withdrawal created' })).toBeNull(),
      slow,
    );
  });

  it('asks before purging, and No keeps them', { timeout: 30_000 }, async () => {
    render(
      <FlexportalProvider client={client}>
        <Notifications />
      </FlexportalProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Purge all' }, slow));
    expect(
      screen.getByText('You are about to purge all notifications. Are you sure?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Negative balance' })).toBeTruthy();
  });

  it('shows the five newest in the top bar with the unread count', {
    timeout: 30_000,
  }, async () => {
    render(
      <FlexportalProvider client={client}>
        <NotificationsBell />
      </FlexportalProvider>,
    );
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }, slow);
    fireEvent.click(bell);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'See all notifications' })).toBeTruthy();
  });
});
