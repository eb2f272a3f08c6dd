import type { FlexportalClient } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cellText, rowOf, type Sent, show, signedIn, slow } from './accounts.test-utils.js';

// Changes are made as Globex against the real sandbox, so the Acme-based suites keep their
// data; Globex gets its seeded default and features back.
describe('<Accounts> as a manager (Globex)', () => {
  let manager: FlexportalClient;
  const sent: Sent[] = [];
  let admin: FlexportalClient;
  let companyId = 0;
  const setFeatures = (enabled_features: string[]) =>
    admin.http.data(`a/companies/${companyId}`, { method: 'PUT', body: { enabled_features } });
  beforeAll(async () => {
    manager = await signedIn('manager@globex.test', sent);
    admin = await signedIn('admin@flexportal.test');
    const me = await manager.http.data<{ company: { id: number } }>('auth/me');
    companyId = me.company.id;
  });
  // Globex goes back to its seeded features for whatever runs next.
  afterAll(() => setFeatures(['crypto']));

  it('tabs: arrow keys switch between fiat and crypto and tell the host; crypto lists only crypto', async () => {
    const onCurrencyTypeChange = vi.fn();
    show(manager, { onCurrencyTypeChange });
    await rowOf('Globex EUR');
    const fiat = screen.getByRole('tab', { name: 'Fiat' });
    expect(fiat.getAttribute('aria-selected')).toBe('true');
    fiat.focus();
    fireEvent.keyDown(fiat, { key: 'ArrowRight' });
    const crypto = screen.getByRole('tab', { name: 'Crypto' });
    expect(crypto.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(crypto);
    expect(onCurrencyTypeChange).toHaveBeenLastCalledWith('crypto');
    expect(await rowOf('Globex USDT')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Globex EUR/ })).toBeNull();
    fireEvent.keyDown(crypto, { key: 'Home' });
    expect(onCurrencyTypeChange).toHaveBeenLastCalledWith('fiat');
    expect(await rowOf('Globex USD')).toBeTruthy();
  }, 60_000);

  it('a controlled tab follows the host: it asks, the host decides', async () => {
    const onCurrencyTypeChange = vi.fn();
    show(manager, { currencyType: 'crypto', onCurrencyTypeChange });
    expect(await rowOf('Globex USDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Fiat' }));
    expect(onCurrencyTypeChange).toHaveBeenCalledWith('fiat');
    // The host did not change the prop: the crypto tab stays.
    expect(screen.getByRole('tab', { name: 'Crypto' }).getAttribute('aria-selected')).toBe('true');
  }, 60_000);

  it('PP-7.4-03, PP-7.4-21 makes an account the default, reloads page 1 of 100, tells the host', async () => {
    const onAccount = vi.fn();
    show(manager, { onAccount });
    const usd = await rowOf('Globex USD');
    expect(cellText(usd, 'Default')).toBe('');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(within(await rowOf('Globex EUR')).queryByRole('button', { name: /^Make / })).toBeNull();
    sent.length = 0;
    fireEvent.click(
      within(usd).getByRole('button', { name: 'Make Globex USD the default account' }),
    );
    await waitFor(() => expect(cellText(usd, 'Default')).toBe('Default'), slow);
    expect(cellText(await rowOf('Globex EUR'), 'Default')).toBe('');
    expect(onAccount).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'default', name: 'Globex USD', currency: 'USD' }),
    );
    expect(screen.getByText('Globex USD is now the default account.')).toBeTruthy();
    const reload = sent
      .map((s) => new URL(s.url))
      .find((u) => u.pathname.endsWith('/manager/bank-accounts'));
    expect(reload?.searchParams.get('page')).toBe('1');
    expect(reload?.searchParams.get('per_page')).toBe('100');
    // Every reader of the accounts (the withdrawal's select) now sees the new default.
    const cached = manager.cache.peek<BankAccount[]>('manager/bank-accounts');
    expect(cached?.find((a) => a.selected)?.name).toBe('Globex USD');

    // Back to the seeded default, through the UI as well.
    fireEvent.click(screen.getByRole('button', { name: 'Make Globex EUR the default account' }));
    await waitFor(
      async () => expect(cellText(await rowOf('Globex EUR'), 'Default')).toBe('Default'),
      slow,
    );
    expect(onAccount).toHaveBeenCalledTimes(2);
  }, 60_000);

  it('PP-7.4-04 with create_accounts: a 422 shows beside its field, then the account is created', async () => {
    await setFeatures(['crypto', 'create_accounts']);
    // What the live `company.updated` event does for a connected client.
    manager.cache.invalidate('auth/me');
    const onAccount = vi.fn();
    show(manager, { onAccount });
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    const currency = within(dialog).getByLabelText('Currency') as HTMLSelectElement;
    await waitFor(() => expect(currency.value).toBe('EUR'), slow);
    expect([...currency.options].map((o) => o.value)).toEqual(['EUR', 'GBP', 'USD']);
    fireEvent.change(currency, { target: { value: 'GBP' } });
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    const tooLong = 'G'.repeat(121);
    fireEvent.change(name, { target: { value: tooLong } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), slow);
    const errorId = name.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    // Issue 38: the screen's sentence, never zod's ("Too big: expected string ...").
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Enter a name of at most 120 characters, or none.',
    );
    expect(name.value).toBe(tooLong);
    expect(currency.value).toBe('GBP');
    expect(onAccount).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Globex GBP payroll' } });
    fireEvent.submit(name.form as HTMLFormElement);
    const row = await rowOf('Globex GBP payroll');
    expect(cellText(row, 'Currency')).toBe('GBP');
    expect(cellText(row, 'Available balance')).toBe('0.00');
    expect(onAccount).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'created', currency: 'GBP', currency_type: 'fiat' }),
    );
    expect(screen.queryByRole('dialog', { name: 'Create an account' })).toBeNull();
    expect(screen.getByText('Account Globex GBP payroll created.')).toBeTruthy();

    // Crypto accounts come from the crypto currencies dictionary.
    fireEvent.click(screen.getByRole('tab', { name: 'Crypto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const again = await screen.findByRole('dialog', { name: 'Create an account' });
    const cryptoCurrency = within(again).getByLabelText('Currency') as HTMLSelectElement;
    expect(cryptoCurrency.value).toBe('BTC');
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Create an account' })).toBeNull();
  }, 60_000);
});
