import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { CryptoBuy } from './CryptoBuy.js';

const slow = { timeout: 20_000 };

describe('<CryptoBuy> against the sandbox', () => {
  let manager: FlexportalClient;
  beforeAll(async () => {
    manager = await signedInClient('manager@acme.test');
  });

  it('converts the amount at the live rate and totals only with the wallet set (PP-5-16, PP-5-19)', async () => {
    const accounts =
      await manager.http.data<Array<{ id: number; name: string }>>('manager/bank-accounts');
    const btc = accounts.find((a) => a.name === 'Acme BTC') as { id: number };
    render(
      <FlexportalProvider client={manager}>
        <CryptoBuy amount="100" toAccountId={btc.id} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Buy crypto' }, slow)).toBeTruthy();
    expect(await screen.findByText(/^New rate in \d+ s$/, undefined, slow)).toBeTruthy();
    const got = screen.getByLabelText('You get (crypto)') as HTMLInputElement;
    await waitFor(() => expect(got.value).toMatch(/^0\.0016\d{4}$/), slow);
    expect((screen.getByLabelText('Network') as HTMLSelectElement).value).toBe('bitcoin');
    const total = screen.getByRole('region', { name: 'Fees and total' });
    expect(within(total).queryByText('Total')).toBeNull();
    const wallet = screen.getByLabelText('Saved wallet') as HTMLSelectElement;
    const cold = [...wallet.options].find((o) =>
      o.text.startsWith('Cold storage'),
    ) as HTMLOptionElement;
    fireEvent.change(wallet, { target: { value: cold.value } });
    await waitFor(() => expect(within(total).getByText('Total')).toBeTruthy(), slow);
    // Typing the crypto side divides back into the fiat amount (last_side sell).
    fireEvent.change(got, { target: { value: '0.01' } });
    const pay = screen.getByLabelText('You pay') as HTMLInputElement;
    await waitFor(() => expect(pay.value).toMatch(/^6\d{2}\.\d{2}$/), slow);
  }, 60_000);
});
