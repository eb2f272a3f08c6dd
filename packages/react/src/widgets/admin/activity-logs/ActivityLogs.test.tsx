import type { FlexportalClient } from '@flexportal/core';
import type { Activity } from '@flexportal/core/contract';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { ActivityLogs } from './ActivityLogs.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
let manager: FlexportalClient;
let globexActivity: Activity;
let acmeCompany: number;

beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  // Globex's manager has two-factor, as the manager's activity log asks (AC-5).
  manager = await signedInClient('manager@globex.test');
  const me = await manager.http.data<{ company: { id: number } }>('auth/me');
  const all = await admin.http.list<Activity>('a/activities', { per_page: 500 });
  globexActivity = all.items.find((a) => a.company_id === me.company.id) as Activity;
  acmeCompany = (all.items.find((a) => a.company_id !== me.company.id) as Activity).company_id;
});

const show = (client: FlexportalClient, state?: Record<string, string>) =>
  render(
    <FlexportalProvider client={client}>
      <ActivityLogs
        transactionHref="/admin/timelines/transactions/{id}"
        {...(state ? { state: { page: 1, filters: state } } : {})}
      />
    </FlexportalProvider>,
  );

describe('<ActivityLogs> against the sandbox (AC-6-03, AC-7admin-08, AC-7mgr-04)', () => {
  it('an administrator reads a/activities: filters by transaction, company column, report button', async () => {
    show(admin, { transaction_id: String(globexActivity.subject_id) });
    expect(await screen.findByRole('heading', { name: 'Activity logs' }, slow)).toBeTruthy();
    const link = (
      await screen.findAllByRole('link', { name: globexActivity.subject_name }, slow)
    )[0] as HTMLElement;
    expect(link.getAttribute('href')).toBe(
      `/admin/timelines/transactions/${globexActivity.subject_id}`,
    );
    expect(screen.getByRole('columnheader', { name: /Company/ })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Company ID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV report' })).toBeTruthy();
  }, 60_000);

  it("a manager reads activities: their company's rows only, no company filter", async () => {
    // The company filter is the administrator's: the manager's call never sends it.
    show(manager, {
      company_id: String(acmeCompany),
      transaction_id: String(globexActivity.subject_id),
    });
    // Its rows (the skeleton's table is replaced by the loaded one).
    const link = (
      await screen.findAllByRole('link', { name: globexActivity.subject_name }, slow)
    )[0] as HTMLElement;
    const table = link.closest('table') as HTMLElement;
    expect(within(table).queryByRole('columnheader', { name: /Company/ })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Company ID' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Transaction ID' })).toBeTruthy();
    const mine = await manager.http.list<Activity>('activities', { per_page: 500 });
    expect(mine.items.every((a) => a.company_id === globexActivity.company_id)).toBe(true);
  }, 60_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <ActivityLogs />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Aktivitätsprotokolle' }, slow)).toBeTruthy();
  }, 60_000);
});
