import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminSettings } from './AdminSettings.js';

const slow = { timeout: 20_000 };

let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
}, 60_000);

const show = (locale?: 'de') =>
  render(
    <FlexportalProvider client={admin} {...(locale ? { locale } : {})}>
      <AdminSettings />
    </FlexportalProvider>,
  );

const form = async (name: string) => screen.findByRole('form', { name }, slow);

describe('<AdminSettings> against the sandbox (AC-3-23..26, AC-7admin-20)', () => {
  it('shows every key with its typed editor, the stored values filled in', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    const fiat = await form('Fiat currencies enabled');
    for (const code of ['EUR', 'GBP', 'USD'])
      expect(within(fiat).getByRole<HTMLInputElement>('checkbox', { name: code }).checked).toBe(
        true,
      );
    const bounds = await form('Fiat transaction amount boundaries');
    expect(within(bounds).getByRole<HTMLInputElement>('textbox', { name: 'Minimum' }).value).toBe(
      '0.01',
    );
    expect(
      within(await form('Allowed features for companies')).getByRole('checkbox', {
        name: 'Crypto',
      }),
    ).toBeTruthy();
    expect(
      within(await form('Crypto exchange: convert')).getByRole('checkbox', {
        name: 'Crypto exchange: convert',
      }),
    ).toBeTruthy();
    expect(within(await form('Auto-exchange target currency')).getByRole('combobox')).toBeTruthy();
    expect(
      within(await form('Fiat-crypto blocklist: companies')).getByText('One company id per line.'),
    ).toBeTruthy();
    expect(within(await form('Support e-mail')).getByRole('textbox')).toBeTruthy();
  }, 60_000);

  it('saves one key on its own and says so by that key', async () => {
    show();
    const date = await form('Show transactions from (log date)');
    const input = within(date).getByLabelText<HTMLInputElement>(
      'Show transactions from (log date)',
    );
    fireEvent.change(input, { target: { value: '2024-01-31' } });
    fireEvent.click(within(date).getByRole('button', { name: /^Save/ }));
    expect((await within(date).findByRole('status', undefined, slow)).textContent).toBe('Saved.');
    expect(input.value).toBe('2024-01-31');
    const stored = await admin.http.list<{ key: string; value: unknown }>('a/settings', {
      per_page: 500,
    });
    expect(stored.items.find((s) => s.key === 'transactions_log_date')?.value).toBe('2024-01-31');
    // Only that key answered.
    expect(screen.getAllByRole('status').filter((s) => s.textContent === 'Saved.')).toHaveLength(1);
  }, 60_000);

  it('checks a value before sending, and shows the server refusal by the field, keeping the input', async () => {
    show();
    const bounds = await form('Fiat transaction amount boundaries');
    const min = within(bounds).getByRole<HTMLInputElement>('textbox', { name: 'Minimum' });
    const max = within(bounds).getByRole<HTMLInputElement>('textbox', { name: 'Maximum' });
    fireEvent.change(min, { target: { value: '10' } });
    fireEvent.change(max, { target: { value: '5' } });
    fireEvent.click(within(bounds).getByRole('button', { name: /^Save/ }));
    expect(
      (await within(bounds).findByText('The maximum may not be below the minimum.')).id,
    ).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');

    // 19 digits: the form lets it through, the server refuses it on value.max (422).
    fireEvent.change(min, { target: { value: '0.01' } });
    fireEvent.change(max, { target: { value: '1234567890123456789' } });
    fireEvent.click(within(bounds).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'), slow);
    // Issue 38: the catalogue's sentence naming the field, never the server's words.
    expect(within(bounds).getByText('Check Maximum: it was not accepted.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/The value must be a decimal number/);
    expect(max.value).toBe('1234567890123456789');
    expect(within(bounds).queryByRole('status')).toBeNull();
  }, 60_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    show('de');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' }, slow)).toBeTruthy();
  }, 60_000);
});
