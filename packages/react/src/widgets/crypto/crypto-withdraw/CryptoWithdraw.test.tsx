import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { CryptoWithdraw } from './CryptoWithdraw.js';

const slow = { timeout: 20_000 };

describe('<CryptoWithdraw> against the sandbox', () => {
  let manager: FlexportalClient;
  beforeAll(async () => {
    manager = await signedInClient('manager@acme.test');
  });

  it('starts at 0.001 on the account currency network and previews only with a wallet (PP-5-16)', async () => {
    render(
      <FlexportalProvider client={manager}>
        <CryptoWithdraw />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Withdraw crypto' }, slow)).toBeTruthy();
    const amount = (await screen.findByLabelText('Amount', undefined, slow)) as HTMLInputElement;
    expect(amount.value).toBe('0.001');
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('bitcoin');
    const total = screen.getByRole('region', { name: 'Fees and total' });
    expect(within(total).queryByText('Total')).toBeNull();
    const wallet = screen.getByLabelText('Saved wallet') as HTMLSelectElement;
    // Only wallets of the account's currency are offered.
    // The saved wallets arrive after the form (cached a minute, loaded beside it).
    await waitFor(() =>
      expect([...wallet.options].some((o) => o.text.startsWith('Cold storage'))).toBe(true),
    );
    const options = [...wallet.options].map((o) => o.text);
    expect(options.some((o) => o.startsWith('Cold storage'))).toBe(true);
    expect(options.some((o) => o.startsWith('Treasury ETH'))).toBe(false);
    const cold = [...wallet.options].find((o) =>
      o.text.startsWith('Cold storage'),
    ) as HTMLOptionElement;
    fireEvent.change(wallet, { target: { value: cold.value } });
    await waitFor(() => expect(within(total).getByText('Total')).toBeTruthy(), slow);
    expect(within(total).getAllByText(/0\.0011\sBTC/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Manage saved wallets' }).getAttribute('href')).toBe(
      '/manager/crypto/wallets',
    );
  }, 60_000);

  it('takes amt and aid as props and shows its title in German', async () => {
    const accounts =
      await manager.http.data<Array<{ id: number; name: string }>>('manager/bank-accounts');
    const eth = accounts.find((a) => a.name === 'Acme ETH') as { id: number };
    render(
      <FlexportalProvider client={manager} locale="de">
        <CryptoWithdraw amount="0.25" accountId={eth.id} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto auszahlen' }, slow)).toBeTruthy();
    await waitFor(
      () => expect((screen.getByLabelText('Netzwerk') as HTMLSelectElement).value).toBe('ethereum'),
      slow,
    );
    expect((screen.getByLabelText('Betrag') as HTMLInputElement).value).toBe('0,25');
  }, 60_000);
});
