import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { CryptoWithdraw } from './CryptoWithdraw.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<CryptoWithdraw> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <CryptoWithdraw />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Withdraw crypto' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <CryptoWithdraw />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto auszahlen' })).toBeTruthy();
  });
});
