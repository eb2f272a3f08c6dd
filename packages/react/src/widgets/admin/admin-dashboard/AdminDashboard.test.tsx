import type { FlexportalClient } from '@flexportal/core';
import type { AdminStatistic } from '@flexportal/core/contract';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminDashboard } from './AdminDashboard.js';

// Against the real sandbox as the super-admin; expected figures come from the same API.
const slow = { timeout: 20_000 };
// A loaded 2-core machine: sign-in and the first render can pass the default 5 s.
vi.setConfig({ testTimeout: 30_000 });
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('admin@flexportal.test');
});

const show = (locale?: 'de') =>
  render(
    <FlexportalProvider client={client} {...(locale ? { locale } : {})}>
      <AdminDashboard
        userHref="/admin/users/{id}"
        usersHref="/admin/users"
        actionRequiredHref="/admin/transactions/api"
      />
    </FlexportalProvider>,
  );

const figures = (panel: string) =>
  [...screen.getByRole('region', { name: panel }).querySelectorAll('dd')].map((d) => d.textContent);

describe('<AdminDashboard> against the sandbox', () => {
  it('shows the statistics, the work waiting and the newest users as the API gives them', async () => {
    const s = await client.http.data<AdminStatistic>('a/users/statistic');
    show();
    await screen.findByRole('heading', { name: 'Dashboard' }, slow);
    await screen.findByText('Deposits', {}, slow);
    expect(figures('Transactions').slice(0, 4)).toEqual(
      [
        s.transactions.total,
        s.transactions.recent,
        s.transactions.deposit,
        s.transactions.withdraw,
      ].map(String),
    );
    expect(figures('Users')).toEqual([s.users.total, s.users.new, s.users.active].map(String));
    const waiting = within(screen.getByRole('region', { name: 'Work waiting' }));
    const link = waiting.getByRole('link', { name: 'Admin Action Required' });
    expect(link.getAttribute('href')).toBe('/admin/transactions/api');
    expect(link.closest('li')?.textContent).toContain(String(s.waiting.admin_action_required));
    // Tickets exist since issue 20: their count as the API gives it.
    expect(waiting.getByText('Open tickets').closest('li')?.textContent).toContain(
      String(s.waiting.open_tickets),
    );
    const recent = within(screen.getByRole('region', { name: 'Recent users' }));
    const links = recent.getAllByRole('link').filter((a) => a.textContent?.includes('@'));
    expect(links.map((a) => a.textContent)).toEqual(s.recent_users.map((u) => u.email));
    expect(links[0]?.getAttribute('href')).toBe(`/admin/users/${s.recent_users[0]?.id}`);
  });

  it('draws the volume chart and the activities by type', async () => {
    show();
    expect(await screen.findByRole('img', { name: /Transaction volume in/ }, slow)).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Activities by type/ }, slow)).toBeTruthy();
  });

  it('speaks German with the locale', async () => {
    show('de');
    expect(await screen.findByRole('heading', { name: 'Übersicht' }, slow)).toBeTruthy();
  });
});
