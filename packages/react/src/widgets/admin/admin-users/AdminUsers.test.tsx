import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminUsers } from './AdminUsers.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminUsers> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminUsers />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminUsers />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Benutzer' })).toBeTruthy();
  });
});
