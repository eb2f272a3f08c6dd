import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { CryptoWallets } from './CryptoWallets.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<CryptoWallets> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <CryptoWallets />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Crypto wallets' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <CryptoWallets />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto-Wallets' })).toBeTruthy();
  });
});
