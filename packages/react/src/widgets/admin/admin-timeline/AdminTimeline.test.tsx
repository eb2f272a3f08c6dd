import type { FlexportalClient } from '@flexportal/core';
import type { TimelineEntity } from '@flexportal/core/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminTimeline } from './AdminTimeline.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
let company: TimelineEntity;

beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  // Any company: notes only add to its timeline, and the test finds its own by its text.
  const { items } = await admin.http.list<TimelineEntity>('a/timelines/companies', {
    per_page: 1,
  });
  company = items[0] as TimelineEntity;
});

const show = (props: { entityClass?: string; id?: number }, locale?: 'de') =>
  render(
    <FlexportalProvider client={admin} {...(locale ? { locale } : {})}>
      <AdminTimeline {...props} />
    </FlexportalProvider>,
  );

describe('<AdminTimeline> against the sandbox (AC-7admin-21/22)', () => {
  it('shows the entity and its events, adds a note at the top, refuses an empty one', async () => {
    show({ entityClass: 'companies', id: company.id });
    expect(
      await screen.findByRole('heading', { name: `Timeline of ${company.name}` }, slow),
    ).toBeTruthy();
    const events = await screen.findByRole('list', undefined, slow);
    expect(within(events).getAllByText('Created').length).toBeGreaterThan(0);

    const box = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    const text = `Component test note ${Date.now()}`;
    fireEvent.change(box, { target: { value: `  ${text}  ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.', undefined, slow)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    const first = (await screen.findByText(text, undefined, slow)).closest('li') as HTMLElement;
    expect(first.parentElement?.firstElementChild).toBe(first);
    expect(first.hasAttribute('data-note')).toBe(true);
    expect(within(first).getByText('Note')).toBeTruthy();
    expect(within(first).getByText(/admin@flexportal\.test/)).toBeTruthy();
  }, 60_000);

  it('keeps the text when the server refuses the note', async () => {
    show({ entityClass: 'companies', id: company.id });
    const box = await screen.findByRole('textbox', { name: 'Note' }, slow);
    // A NUL character passes the form's check; the server refuses it (422 on the field).
    const text = 'Refused\u0000note';
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert', undefined, slow)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe(text);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  }, 60_000);

  it('says so for an id that is not a number, and for one that does not exist', async () => {
    show({ entityClass: 'companies', id: Number.NaN });
    expect(await screen.findByText('This entity does not exist.', undefined, slow)).toBeTruthy();
    show({ entityClass: 'companies', id: 999_999 });
    expect(
      await screen.findByText('The timeline could not be loaded.', undefined, slow),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 60_000);

  it('shows its texts in the locale of the provider, downloaded with it', async () => {
    show({ entityClass: 'companies', id: company.id }, 'de');
    expect(await screen.findByRole('heading', { name: 'Notiz hinzufügen' }, slow)).toBeTruthy();
  }, 60_000);
});
