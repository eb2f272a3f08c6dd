import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminTransactionHistory } from './AdminTransactionHistory.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminTransactionHistory> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminTransactionHistory />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminTransactionHistory />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Transaktionsverlauf' })).toBeTruthy();
  });
});
