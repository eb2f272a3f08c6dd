import type { FlexportalClient } from '@flexportal/core';
import type { Company } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminCompanyProfile } from './AdminCompanyProfile.js';

// Edits Umbrella Corp, which no other component suite reads, and puts it back after.
const slow = { timeout: 20_000 };
let admin: FlexportalClient;
let umbrella: Company;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
  const list = await admin.http.list<Company>('a/companies', { per_page: 100 });
  umbrella = list.items.find((c) => c.name === 'Umbrella Corp') as Company;
});
afterAll(() =>
  admin.http.data(`a/companies/${umbrella.id}`, {
    method: 'PUT',
    body: { enabled: true, enabled_features: [], company_types: ['REGULAR'], node_type: 'ROOT' },
  }),
);

describe('<AdminCompanyProfile> against the sandbox (AC-7admin-10, AC-7admin-11)', () => {
  it('edits features, types and node type; the server stores them', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanyProfile companyId={String(umbrella.id)} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Umbrella Corp' }, slow)).toBeTruthy();
    const crypto = screen.getByLabelText('Crypto') as HTMLInputElement;
    expect(crypto.checked).toBe(false);
    fireEvent.click(crypto);
    fireEvent.click(screen.getByLabelText('WHITE_LABEL'));
    fireEvent.click(screen.getByLabelText('SUB'));
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The company was saved.', {}, slow)).toBeTruthy();
    // The form shows what the server stored, and so does the server.
    expect((screen.getByLabelText('Crypto') as HTMLInputElement).checked).toBe(true);
    const stored = await admin.http.data<Company>(`a/companies/${umbrella.id}`);
    expect(stored).toMatchObject({
      enabled_features: { crypto: true, portals: false },
      company_types: ['REGULAR', 'WHITE_LABEL'],
      node_type: 'SUB',
    });
    // Its employees, through the one list page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Employees' })).toBeTruthy());
  }, 60_000);

  it("lists its employees' compliance trackings, each leading to the review", async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanyProfile companyId={String(umbrella.id)} />
      </FlexportalProvider>,
    );
    const cell = await screen.findAllByText(/\(kyc@umbrella\.test\)$/, {}, slow);
    const row = cell[0]?.closest('tr') as HTMLElement;
    const link = within(row).getAllByRole('link')[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^\/admin\/compliance-trackings\/\d+$/);
    expect(screen.getByRole('heading', { name: 'Employee compliances' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compliance trackings' })).toBeTruthy();
  }, 30_000);

  it('says so for an id that is no company', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanyProfile companyId="999999" />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('This company could not be found.', {}, slow)).toBeTruthy();
  });

  it('shows the company of a CRM record id, the one a CRM host passes', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanyProfile zohoId="ZC-1003" />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Globex Corporation' }, slow)).toBeTruthy();
    // Its employees come by the company's own id, known once the CRM id was resolved.
    expect(await screen.findByText('manager@globex.test', {}, slow)).toBeTruthy();
  }, 30_000);

  it('says so for a CRM id that is no company, and asks nothing for a malformed one', async () => {
    const { unmount } = render(
      <FlexportalProvider client={admin}>
        <AdminCompanyProfile zohoId="ZC-0000" />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('This company could not be found.', {}, slow)).toBeTruthy();
    unmount();
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanyProfile zohoId="../users/1" />
      </FlexportalProvider>,
    );
    expect(await screen.findByText('This company could not be found.', {}, slow)).toBeTruthy();
  });
});
