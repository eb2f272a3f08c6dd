import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { CryptoSell } from './CryptoSell.js';

const slow = { timeout: 20_000 };

describe('<CryptoSell> against the sandbox', () => {
  let manager: FlexportalClient;
  beforeAll(async () => {
    manager = await signedInClient('manager@acme.test');
  });

  it('sells from a crypto account into a fiat one with the live rate and total', async () => {
    render(
      <FlexportalProvider client={manager} locale="de">
        <CryptoSell />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Krypto verkaufen' }, slow)).toBeTruthy();
    const from = (await screen.findByLabelText('Von Konto', undefined, slow)) as HTMLSelectElement;
    expect(from.options[from.selectedIndex]?.text).toMatch(/^Acme (BTC|ETH|USDT|TRX)/);
    const to = screen.getByLabelText('Auf Konto') as HTMLSelectElement;
    expect([...to.options].every((o) => !/BTC|ETH|USDT|TRX/.test(o.text))).toBe(true);
    fireEvent.change(screen.getByLabelText('Sie verkaufen'), { target: { value: '0,01' } });
    const total = screen.getByRole('region');
    // The first quote can miss under a loaded shared sandbox; the next tick of the 10 s
    // screen timer asks again, so give it a few of them.
    await waitFor(
      () =>
        expect((screen.getByLabelText('Sie erhalten (Fiat)') as HTMLInputElement).value).not.toBe(
          '',
        ),
      { timeout: 45_000 },
    );
    // The grand total of the sale, in the crypto sold (PP-3.4).
    expect(
      (await within(total).findAllByText(/\d\s(BTC|ETH|USDT|TRX)$/, undefined, slow)).length,
    ).toBeGreaterThan(0);
  }, 90_000);
});
