import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminTransactions } from './AdminTransactions.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminTransactions> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminTransactions />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminTransactions />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Transaktionen' })).toBeTruthy();
  });
});
