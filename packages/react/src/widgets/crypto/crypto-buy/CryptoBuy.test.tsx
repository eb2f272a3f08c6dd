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

  it('submits at the quote shown; a refused quote shows the new one before the code dialog lists it (issue 36)', async () => {
    // The first submit's quote id is spoiled on its way out, as a quote past its 30 s would
    // be: the real sandbox refuses it with a new quote.
    const sent: Array<Record<string, unknown>> = [];
    let refusal: { quote?: { quote_id: string; to_amount: string } } | null = null;
    // Every quote the client got, by id: the previews' and the refusal's.
    const quotes = new Map<string, { quote_id: string; to_amount: string }>();
    const spoiling: typeof globalThis.fetch = async (input, init) => {
      const req = new Request(input, init);
      const path = new URL(req.url).pathname;
      if (req.method !== 'POST' || !/\/manager\/crypto\/.+\/exchange\/fiat-crypto$/.test(path)) {
        const res = await globalThis.fetch(req);
        if (path.includes('/grand-total/') && res.ok) {
          const total = ((await res.clone().json()) as { data: { quote_id: string } }).data;
          quotes.set(total.quote_id, total as { quote_id: string; to_amount: string });
        }
        return res;
      }
      const body = (await req.clone().json()) as Record<string, unknown>;
      sent.push(body);
      if (sent.length > 1) return globalThis.fetch(req);
      const spoiled = { ...body, quote_id: `x${String(body.quote_id).slice(1)}` };
      const res = await globalThis.fetch(req.url, {
        method: 'POST',
        headers: req.headers,
        body: JSON.stringify(spoiled),
      });
      refusal = await res.clone().json();
      const fresh = refusal?.quote;
      if (fresh) quotes.set(fresh.quote_id, fresh);
      return res;
    };
    const client = await signedInClient('manager@acme.test', spoiling);
    const accounts =
      await client.http.data<Array<{ id: number; name: string }>>('manager/bank-accounts');
    const btc = accounts.find((a) => a.name === 'Acme BTC') as { id: number };
    const { container } = render(
      <FlexportalProvider client={client}>
        <CryptoBuy amount="100" toAccountId={btc.id} />
      </FlexportalProvider>,
    );
    const wallet = (await screen.findByLabelText('Saved wallet', {}, slow)) as HTMLSelectElement;
    const cold = await waitFor(() => {
      const option = [...wallet.options].find((o) => o.text.startsWith('Cold storage'));
      expect(option).toBeTruthy();
      return option as HTMLOptionElement;
    }, slow);
    fireEvent.change(wallet, { target: { value: cold.value } });
    const total = screen.getByRole('region', { name: 'Fees and total' });
    await waitFor(() => expect(within(total).getByText('Total')).toBeTruthy(), slow);
    fireEvent.submit(screen.getByRole('button', { name: 'Buy crypto' }));
    expect(
      await screen.findByText('The rate moved. Check the new total, then submit again.', {}, slow),
    ).toBeTruthy();
    expect(sent[0]?.quote_id).toMatch(/^[\w-]+\.[\w-]+$/);
    const fresh = (refusal as { quote?: { quote_id: string; to_amount: string } } | null)?.quote;
    expect(fresh?.quote_id).toBeTruthy();
    // The screen shows the new quote before anything is asked again.
    expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull();
    await waitFor(() =>
      expect(container.querySelector('[data-to-amount]')?.getAttribute('data-to-amount')).toBe(
        fresh?.to_amount,
      ),
    );
    fireEvent.submit(screen.getByRole('button', { name: 'Buy crypto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' }, slow);
    // The quote shown then (the refusal's, or a preview's since): the code approves its
    // amount received, the one the server will book.
    const named = quotes.get(String(sent[1]?.quote_id));
    expect(named?.to_amount).toMatch(/^0\.\d{8}$/);
    // Shown by value, without padding zeros (0.00163460 reads 0.0016346 BTC).
    expect(dialog.textContent).toMatch(
      new RegExp(`${named?.to_amount.replace(/0+$/, '').replace('.', '\\.')}\\sBTC`),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  }, 60_000);
});
