import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { CryptoWallets } from './CryptoWallets.js';

const slow = { timeout: 20_000 };
const show = (client: FlexportalClient, locale: 'en' | 'de' = 'en') =>
  render(
    <FlexportalProvider client={client} locale={locale}>
      <CryptoWallets />
    </FlexportalProvider>,
  );

describe('<CryptoWallets> against the sandbox', () => {
  let manager: FlexportalClient;
  beforeAll(async () => {
    manager = await signedInClient('manager@acme.test');
  });

  it('lists the saved wallets and filters by name or address in any case (PP-5-22)', async () => {
    show(manager);
    expect(await screen.findByRole('heading', { name: 'Crypto wallets' }, slow)).toBeTruthy();
    expect(await screen.findByText('Cold storage', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Treasury ETH')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or address' }), {
      target: { value: '0X52908400098527886e0f' },
    });
    await waitFor(() => expect(screen.queryByText('Cold storage')).toBeNull(), slow);
    expect(screen.getByText('Treasury ETH')).toBeTruthy();
  }, 30_000);

  it('refuses a broken checksum before sending, creates with a 3 s toast, deletes after Yes', async () => {
    show(manager);
    const form = (await screen.findByRole('form', { name: 'New wallet' }, slow)) as HTMLFormElement;
    const f = within(form);
    fireEvent.change(f.getByLabelText('Name'), { target: { value: 'Exchange hot' } });
    fireEvent.change(f.getByLabelText('Currency'), { target: { value: 'ETH' } });
    fireEvent.change(f.getByLabelText(/^Wallet address/), {
      target: { value: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
    });
    fireEvent.click(f.getByRole('button', { name: 'Create wallet' }));
    expect(
      await f.findByText('This ethereum address has a wrong checksum: check it for typos.'),
    ).toBeTruthy();
    fireEvent.change(f.getByLabelText(/^Wallet address/), {
      target: { value: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
    });
    fireEvent.click(f.getByRole('button', { name: 'Create wallet' }));
    expect(
      await screen.findByText('Wallet Exchange hot created successfully', undefined, slow),
    ).toBeTruthy();
    expect(await screen.findByText('Exchange hot', undefined, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete wallet Exchange hot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete wallet' });
    expect(within(dialog).getByText('Are you sure you want to delete this wallet?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Wallet removed successfully', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Exchange hot')).toBeNull(), slow);
  }, 60_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    show(manager, 'de');
    expect(await screen.findByRole('heading', { name: 'Krypto-Wallets' }, slow)).toBeTruthy();
  });

  it('loads nothing for a user the crypto rules refuse (the reader has no two-factor)', async () => {
    show(await signedInClient('reader@acme.test'));
    expect(
      await screen.findByText(
        'Crypto wallets need the crypto feature and two-factor authentication.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create wallet' })).toBeNull();
  });
});
