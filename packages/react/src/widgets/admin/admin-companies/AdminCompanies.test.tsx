import type { FlexportalClient } from '@flexportal/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminCompanies } from './AdminCompanies.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

describe('<AdminCompanies> against the sandbox (AC-2admin-18)', () => {
  it('lists every company with status and node type, names linking to the profile', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminCompanies companyHref="/admin/company-profile/{id}" />
      </FlexportalProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Initech' }, slow);
    expect(link.getAttribute('href')).toMatch(/^\/admin\/company-profile\/\d+$/);
    const row = link.closest('tr') as HTMLTableRowElement;
    expect(within(row).getByText('Disabled')).toBeTruthy();
    expect(within(row).getByText('ROOT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme Ltd' })).toBeTruthy();
  }, 60_000);
});
