import type { FlexportalClient } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enAmount } from '../../testing/amounts.test-utils.js';
import { cellText, rowOf, type Sent, show, signedIn, slow } from './accounts.test-utils.js';

// Read-only checks as Acme's reader, against the real sandbox: nothing here changes data.
describe('<Accounts> as a reader (read-only)', () => {
  let reader: FlexportalClient;
  const sent: Sent[] = [];
  beforeAll(async () => {
    reader = await signedIn('reader@acme.test', sent);
  });
  afterEach(() => vi.restoreAllMocks());

  it('AC-3 shows every balance as the exact value of the API, grouped; no create or default switch', async () => {
    const answer = await reader.http.list<BankAccount>('manager/bank-accounts');
    show(reader);
    for (const a of answer.items.filter((x) => x.currency_unit.currency_type === 'fiat')) {
      const row = await rowOf(a.name);
      expect(cellText(row, 'Currency')).toBe(a.currency);
      expect(cellText(row, 'Total balance')).toBe(enAmount(a.total_balance));
      expect(cellText(row, 'Available balance')).toBe(enAmount(a.available_balance));
      expect(cellText(row, 'Pending balance')).toBe(enAmount(a.pending_balance));
      expect(cellText(row, 'IBAN')).toBe(a.iban ?? '—');
      expect(cellText(row, 'Default')).toBe(a.selected ? 'Default' : '');
      // Found again: a live account event from another test file re-renders the row.
      const letter = `Download the reference letter of ${a.name}`;
      const fresh = within(await rowOf(a.name));
      expect(await fresh.findByRole('button', { name: letter }, slow)).toBeTruthy();
      expect(
        within(await rowOf(a.name)).getByRole('link', { name: `Transactions of ${a.name}` }),
      ).toBeTruthy();
    }
    expect(cellText(await rowOf('Acme EUR main'), 'Pending balance')).toMatch(/^\d+\.\d{2}$/);
    expect(screen.queryByRole('rowheader', { name: 'Acme BTC' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Make .+ the default account$/ })).toBeNull();

    // The crypto tab: crypto balances keep their significant decimals (of 8 or 6, without
    // padding zeros past the second), and there are no IBANs.
    fireEvent.click(screen.getByRole('tab', { name: 'Crypto' }));
    const btc = answer.items.find((x) => x.currency === 'BTC') as BankAccount;
    const row = await rowOf(btc.name);
    expect(cellText(row, 'Available balance')).toBe(enAmount(btc.available_balance));
    expect(btc.available_balance).toMatch(/^\d+\.\d{8}$/);
    expect(screen.queryByRole('columnheader', { name: 'IBAN' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'Acme EUR main' })).toBeNull();
  }, 60_000);

  it('AC-3 the simplified set: name, currency, available balance, default, and the actions', async () => {
    show(reader, { simplified: true, transactionsHref: '/tx/{id}' });
    const row = await rowOf('Acme GBP');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Currency', 'Available balance', 'Default', 'Actions']);
    const link = within(row).getByRole('link', { name: 'Transactions of Acme GBP' });
    expect(link.getAttribute('href')).toMatch(/^\/tx\/\d+$/);
  }, 60_000);

  it('PP-7.4-06 downloads the reference letter with the session, never a token in a URL', async () => {
    const created: Blob[] = [];
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:flexportal/letter';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: Array<{ href: string; download: string; connected: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
    show(reader);
    const row = await rowOf('Acme GBP');
    const id = Number(
      new URL(
        within(row).getByRole('link').getAttribute('href') ?? '',
        'http://x',
      ).searchParams.get('bank_account_id'),
    );
    fireEvent.click(
      within(row).getByRole('button', { name: 'Download the reference letter of Acme GBP' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    expect(clicked[0]).toEqual({
      href: 'blob:flexportal/letter',
      download: `reference-letter-${id}.pdf`,
      connected: true,
    });
    expect(created[0]?.type).toBe('application/pdf');
    expect(created[0]?.size).toBeGreaterThan(100);
    const letter = sent.find((s) => s.url.endsWith(`manager/bank-accounts/${id}/reference-letter`));
    expect(letter?.bearer).toBe(true);
    expect(sent.some((s) => /token|jwt|bearer/i.test(s.url))).toBe(false);
    // The temporary link is gone again and the object URL released.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:flexportal/letter'));
    Object.assign(URL, original);
  }, 60_000);
});
