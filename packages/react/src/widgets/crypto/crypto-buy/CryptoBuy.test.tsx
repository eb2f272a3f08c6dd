import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { CryptoBuy } from './CryptoBuy.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<CryptoBuy> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <CryptoBuy />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Buy crypto' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <CryptoBuy />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto kaufen' })).toBeTruthy();
  });
});
