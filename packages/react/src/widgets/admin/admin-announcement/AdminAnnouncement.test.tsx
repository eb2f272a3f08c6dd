import type { FlexportalClient } from '@flexportal/core';
import type { AdminAnnouncement as Row } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminAnnouncement } from './AdminAnnouncement.js';
import type { AdminAnnouncementProps } from './adminAnnouncementProps.js';

// Against the real sandbox, as the super-admin; every announcement made here is a draft
// (the dashboard's tests, running beside these, read the published ones) and is deleted.
const slow = { timeout: 20_000 };
vi.setConfig({ testTimeout: 60_000 });

let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

const renderScreen = (props: AdminAnnouncementProps = {}, locale?: 'de') =>
  render(
    <FlexportalProvider client={admin} {...(locale ? { locale } : {})}>
      <AdminAnnouncement {...props} />
    </FlexportalProvider>,
  );
const field = (name: string) =>
  screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const make = (body: { title: string; message: string; published?: boolean }) =>
  admin.http.data<Row>('a/announcements', { method: 'POST', body });
const remove = (id: number) =>
  admin.http.raw(`a/announcements/${id}`, { method: 'DELETE' }).catch(() => undefined);
const total = async () =>
  (await admin.http.list<Row>('a/announcements', { page: 1, per_page: 1 })).meta.total;

describe('<AdminAnnouncement> against the sandbox', () => {
  it('creates an announcement, published unless unticked, and tells the host', async () => {
    const onSaved = vi.fn();
    renderScreen({ onSaved, listHref: '/admin/announcements' });
    expect(await screen.findByRole('heading', { name: 'New announcement' }, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(
      '/admin/announcements',
    );
    const box = screen.getByRole('checkbox', { name: /^Published/ }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    const title = `Holiday hours ${Date.now().toString(36)}`;
    type('Title', `  ${title}  `);
    type('Message', 'Closed on <b>Friday</b>.');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    expect(await screen.findByText('Announcement created.', {}, slow)).toBeTruthy();
    const created = onSaved.mock.calls[0]?.[0] as Row;
    expect(created).toMatchObject({ title, message: 'Closed on <b>Friday</b>.', published: false });
    // The form is fresh for the next one.
    expect(field('Title').value).toBe('');
    await remove(created.id);
  });

  it('checks the fields before sending and keeps what was typed', async () => {
    const before = await total();
    renderScreen();
    await screen.findByRole('heading', { name: 'New announcement' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    expect(await screen.findByText('The title field is required.')).toBeTruthy();
    expect(screen.getByText('The message field is required.')).toBeTruthy();
    type('Title', 'Only a title');
    type('Message', 'x'.repeat(5001));
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    expect(
      await screen.findByText('The message may not be greater than 5000 characters.'),
    ).toBeTruthy();
    expect(field('Title').value).toBe('Only a title');
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(await total()).toBe(before);
  });

  it('shows one with its allowed tags as elements and the rest as text, and edits it', async () => {
    const a = await make({
      title: 'Fees <b>change</b> <img src=x>',
      message: 'From May.',
      published: false,
    });
    const onSaved = vi.fn();
    renderScreen({ announcementId: a.id, onSaved });
    const heading = await screen.findByRole('heading', { name: /Fees change/ }, slow);
    expect(heading.querySelector('b')?.textContent).toBe('change');
    expect(heading.querySelector('img')).toBeNull();
    expect(heading.textContent).toContain('<img src=x>');
    expect(screen.getByText('Draft (managers do not see it)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit announcement' })).toBeTruthy();
    expect(field('Title').value).toBe(a.title);
    expect(field('Message').value).toBe('From May.');
    expect((screen.getByRole('checkbox', { name: /^Published/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    type('Title', 'Fees change in June');
    type('Message', 'From June.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Announcement saved.', {}, slow)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fees change in June' })).toBeTruthy();
    expect(screen.getByText('From June.')).toBeTruthy();
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: a.id, published: false });
    expect(await admin.http.data<Row>(`a/announcements/${a.id}`)).toMatchObject({
      title: 'Fees change in June',
      message: 'From June.',
      published: false,
    });

    // Cancel leaves the form and keeps the saved one.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    type('Title', 'Not saved');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Fees change in June' })).toBeTruthy();
    await remove(a.id);
  });

  it('deletes after a confirmation; No keeps it', async () => {
    const a = await make({
      title: `Delete me ${Date.now()}`,
      message: 'Soon gone.',
      published: false,
    });
    const onDeleted = vi.fn();
    renderScreen({ announcementId: a.id, onDeleted, edit: false });
    await screen.findByRole('heading', { name: a.title }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete announcement' });
    expect(
      within(dialog).getByText('You are about to delete this announcement. Are you sure?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete announcement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The announcement was deleted.', {}, slow)).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledWith(a.id);
    await expect(admin.http.data(`a/announcements/${a.id}`)).rejects.toMatchObject({
      response: { status: 404 },
    });
  });

  it('opens the form at once with edit, and says so when the announcement does not exist', async () => {
    const a = await make({ title: 'Straight to the form', message: 'Body', published: false });
    const { unmount } = renderScreen({ announcementId: a.id, edit: true });
    await waitFor(() => expect(field('Title').value).toBe('Straight to the form'), slow);
    expect((screen.getByRole('checkbox', { name: /^Published/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    unmount();
    await remove(a.id);
    renderScreen({ announcementId: a.id });
    expect(
      await screen.findByText('This announcement does not exist (any more).', {}, slow),
    ).toBeTruthy();
  });

  it('speaks the provider’s locale', async () => {
    renderScreen({}, 'de');
    expect(await screen.findByRole('heading', { name: 'Neue Ankündigung' }, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ankündigung erstellen' })).toBeTruthy();
  });
});
