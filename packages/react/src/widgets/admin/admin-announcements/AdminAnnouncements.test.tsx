import type { FlexportalClient } from '@flexportal/core';
import type { AdminAnnouncement } from '@flexportal/core/contract';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminAnnouncements } from './AdminAnnouncements.js';

// Against the real sandbox, as the super-admin; its own draft is deleted afterwards.
const slow = { timeout: 20_000 };
vi.setConfig({ testTimeout: 30_000 });

let admin: FlexportalClient;
let draft: AdminAnnouncement;
const stamp = Date.now();
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  draft = await admin.http.data<AdminAnnouncement>('a/announcements', {
    method: 'POST',
    body: { title: `List draft <i>${stamp}</i>`, message: 'Not yet', published: false },
  });
});
afterAll(async () => {
  await admin.http.raw(`a/announcements/${draft.id}`, { method: 'DELETE' });
});

describe('<AdminAnnouncements> against the sandbox', () => {
  it('lists drafts and published ones, each linked, with New announcement', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminAnnouncements
          announcementHref="/admin/announcements/{id}"
          createHref="/admin/announcements/create"
        />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Announcements' }, slow)).toBeTruthy();
    // The draft made here (newest first; other tests may add newer ones meanwhile).
    const newest = (await screen.findByRole(
      'row',
      { name: new RegExp(`List draft ${stamp}`) },
      slow,
    )) as HTMLElement;
    const link = within(newest).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/admin/announcements/${draft.id}`);
    // Its allowed tag is an element, never markup from a string.
    expect(link.querySelector('i')?.textContent).toMatch(/^\d+$/);
    expect(within(newest).getByText('Draft')).toBeTruthy();
    const published = screen.getByRole('row', { name: /Updated SEPA cut-off times/ });
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New announcement' }).getAttribute('href')).toBe(
      '/admin/announcements/create',
    );
  });

  it('speaks the provider’s locale', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminAnnouncements />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Ankündigungen' }, slow)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Neue Ankündigung' })).toBeNull();
  });
});
