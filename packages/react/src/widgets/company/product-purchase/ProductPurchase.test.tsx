import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { ProductPurchase } from './ProductPurchase.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<ProductPurchase> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <ProductPurchase />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Purchase' })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <ProductPurchase />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Kauf' })).toBeTruthy();
  });
});
