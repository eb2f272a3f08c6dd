import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { PspPortal } from './PspPortal.js';

const slow = { timeout: 20_000 };

const show = async (email: string, locale?: 'de') => {
  const client = await signedInClient(email);
  render(
    <FlexportalProvider client={client} {...(locale ? { locale } : {})}>
      <PspPortal />
    </FlexportalProvider>,
  );
  return client;
};

describe('<PspPortal> against the sandbox', () => {
  it('shows the merchant and looks a payment up; an unknown id keeps the input', async () => {
    const client = await show('limited@flexpsp.test');
    expect(await screen.findByRole('heading', { name: 'PSP portal' }, slow)).toBeTruthy();
    expect(
      await screen.findByText(/Your company is signed up as merchant FXP-\d{6}\./, {}, slow),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Payment lookup' });
    const input = within(form).getByLabelText('Payment id') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '99x9999' } });
    // Digits only.
    expect(input.value).toBe('999999');
    fireEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert', {}, slow)).toBeTruthy();
    expect(input.value).toBe('999999');

    const [own] = await client.http.data<Array<{ id: number }>>('manager/transactions');
    if (!own) throw new Error('FlexPSP has no transaction');
    fireEvent.change(input, { target: { value: String(own.id) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Look up' }));
    expect((await screen.findByLabelText(`Payment ${own.id}`, {}, slow)).textContent).toContain(
      'EUR',
    );
  }, 40_000);

  it('says so to a company without the PSP portal feature', async () => {
    await show('manager@globex.test');
    expect(
      await screen.findByText('The PSP portal is not enabled for your company.', {}, slow),
    ).toBeTruthy();
  }, 40_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    await show('limited@flexpsp.test', 'de');
    expect(await screen.findByRole('heading', { name: 'PSP-Portal' }, slow)).toBeTruthy();
  }, 40_000);
});
