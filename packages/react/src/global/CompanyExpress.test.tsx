import type { FlexportalClient } from '@flexportal/core';
import type { Company } from '@flexportal/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { signedInClient } from '../testing/sandbox.test-utils.js';
import { AdminCompanies } from '../widgets/admin/admin-companies/AdminCompanies.js';
import { AdminCompanyProfile } from '../widgets/admin/admin-company-profile/AdminCompanyProfile.js';
import { FlexportalGlobals } from './FlexportalGlobals.js';

// Edits Wayne Enterprises, whose company no other component suite reads, and puts it back.
const slow = { timeout: 20_000 };
let admin: FlexportalClient;
let wayne: Company;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  const list = await admin.http.list<Company>('a/companies', { per_page: 100 });
  wayne = list.items.find((c) => c.name === 'Wayne Enterprises') as Company;
});
afterAll(() =>
  admin.http.data(`a/companies/${wayne.id}`, {
    method: 'PUT',
    body: { name: 'Wayne Enterprises', legal_type: 'company' },
  }),
);

const dialog = () => screen.findByRole('dialog', { name: 'Company data' }, slow);
const field = (d: HTMLElement, label: string) =>
  within(d).getByLabelText(label) as HTMLInputElement;

describe('express data entry modal for company data (PP-2.5-10) against the sandbox', () => {
  it('opens from the company list, saves name and legal type, and the profile beside re-reads them', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanies />
        <AdminCompanyProfile companyId={String(wayne.id)} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Wayne Enterprises' }, slow)).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quick edit of Wayne Enterprises' }, slow),
    );
    const d = await dialog();
    await waitFor(() => expect(field(d, 'Company name').value).toBe('Wayne Enterprises'), slow);
    expect(field(d, 'Company').checked).toBe(true);
    fireEvent.change(field(d, 'Company name'), { target: { value: 'Wayne Holdings' } });
    fireEvent.click(field(d, 'Individual'));
    fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
    // Saved: the modal closes and the cached company reads load again.
    expect(await screen.findByRole('heading', { name: 'Wayne Holdings' }, slow)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Company data' })).toBeNull();
    // Both re-read: the list's row and the profile show the new legal type.
    await waitFor(() => expect(screen.getAllByText('individual').length).toBeGreaterThanOrEqual(2));
    const stored = await admin.http.data<Company>(`a/companies/${wayne.id}`);
    expect(stored).toMatchObject({ name: 'Wayne Holdings', legal_type: 'individual' });
  }, 60_000);

  it('keeps what was typed when the server refuses the name, and says so in its own words', async () => {
    await admin.http.data(`a/companies/${wayne.id}`, {
      method: 'PUT',
      body: { name: 'Wayne Enterprises', legal_type: 'company' },
    });
    // Put back behind the cache's back: its reads of the companies are stale.
    admin.cache.invalidate('a/companies');
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanies />
      </FlexportalProvider>,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quick edit of Wayne Enterprises' }, slow),
    );
    const d = await dialog();
    await waitFor(() => expect(field(d, 'Company name').value).toBe('Wayne Enterprises'), slow);
    // Only blanks: no check of the form's own, the server refuses it (422 on `name`).
    fireEvent.change(field(d, 'Company name'), { target: { value: '   ' } });
    fireEvent.click(field(d, 'Individual'));
    fireEvent.click(within(d).getByRole('button', { name: 'Save' }));
    expect(
      await within(d).findByText('Enter the company name, at most 200 characters.', {}, slow),
    ).toBeTruthy();
    expect(within(d).queryByText(/The name is required/)).toBeNull();
    expect(field(d, 'Company name').value).toBe('   ');
    expect(field(d, 'Company name').getAttribute('aria-invalid')).toBe('true');
    expect(field(d, 'Individual').checked).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Company data' })).toBe(d);
    const stored = await admin.http.data<Company>(`a/companies/${wayne.id}`);
    expect(stored).toMatchObject({ name: 'Wayne Enterprises', legal_type: 'company' });
  }, 60_000);

  it('opens from a list row once with two screens offering it, and Escape closes it', async () => {
    render(
      <FlexportalProvider client={admin} hostDialogs>
        <FlexportalGlobals onLogout={() => {}} />
        <AdminCompanies />
        <AdminCompanies />
      </FlexportalProvider>,
    );
    const [quickEdit] = await screen.findAllByRole(
      'button',
      { name: 'Quick edit of Wayne Enterprises' },
      slow,
    );
    fireEvent.click(quickEdit as HTMLElement);
    const d = await dialog();
    // One modal: of the two screens on the page, the first mounted draws it.
    expect(screen.getAllByRole('dialog', { name: 'Company data' })).toHaveLength(1);
    await waitFor(() => expect(field(d, 'Company name').value).toBe('Wayne Enterprises'), slow);
    act(() => {
      d.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog', { name: 'Company data' })).toBeNull();
  }, 60_000);
});
