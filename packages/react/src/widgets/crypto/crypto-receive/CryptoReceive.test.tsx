import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { CryptoReceive } from './CryptoReceive.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<CryptoReceive> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <CryptoReceive />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Receive crypto' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <CryptoReceive />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto empfangen' })).toBeTruthy();
  });
});
