import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { AdminCredit } from './AdminCredit.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<AdminCredit> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <AdminCredit />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Top-up' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <AdminCredit />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Aufladung' })).toBeTruthy();
  });
});
