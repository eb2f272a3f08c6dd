import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminDashboard } from './AdminDashboard.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminDashboard> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminDashboard />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminDashboard />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Übersicht' })).toBeTruthy();
  });
});
