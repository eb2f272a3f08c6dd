import type { FlexportalClient } from '@flexportal/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminTimelines } from './AdminTimelines.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

describe('<AdminTimelines> against the sandbox (AC-7admin-21)', () => {
  it("lists a class's entities, each row leading to its timeline", async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminTimelines entityClass="users" entityHref="/admin/timelines/{class}/{id}" />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Timelines: Users' }, slow)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'admin@flexportal.test' }, slow);
    expect(link.getAttribute('href')).toMatch(/^\/admin\/timelines\/users\/\d+$/);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').length).toBeGreaterThan(1);
  }, 60_000);

  it('says so for a class without a timeline', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminTimelines entityClass="planets" />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText('There is no timeline for this kind of entity.', undefined, slow),
    ).toBeTruthy();
  }, 60_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminTimelines entityClass="companies" />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Verläufe: Unternehmen' }, slow),
    ).toBeTruthy();
  }, 60_000);
});
