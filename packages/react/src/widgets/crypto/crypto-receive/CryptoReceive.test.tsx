import { checkCryptoAddress, type FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { CryptoReceive } from './CryptoReceive.js';

const slow = { timeout: 20_000 };

describe('<CryptoReceive> against the sandbox', () => {
  let manager: FlexportalClient;
  beforeAll(async () => {
    manager = await signedInClient('manager@acme.test');
  });

  it('shows a valid deposit address, the payment link following the amount, and a QR code', async () => {
    render(
      <FlexportalProvider client={manager}>
        <CryptoReceive />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Receive crypto' }, slow)).toBeTruthy();
    const address = await screen.findByTestId('deposit-address', undefined, slow);
    const text = address.textContent as string;
    expect(checkCryptoAddress('bitcoin', text)).toBeNull();
    expect(screen.getByTestId('payment-link').textContent).toBe(
      `bitcoin:${text}?amount=0.001&label=Flexportal+deposit`,
    );
    expect(
      (screen.getByLabelText('Sell automatically on arrival') as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      await screen.findByRole('img', { name: 'QR code of the payment link' }, slow),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.5' } });
    await waitFor(() =>
      expect(screen.getByTestId('payment-link').textContent).toBe(
        `bitcoin:${text}?amount=0.5&label=Flexportal+deposit`,
      ),
    );
  }, 60_000);

  it('shows its title in the locale of the provider', async () => {
    render(
      <FlexportalProvider client={manager} locale="de">
        <CryptoReceive />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto empfangen' }, slow)).toBeTruthy();
  }, 60_000);
});
