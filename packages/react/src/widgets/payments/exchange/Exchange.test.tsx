import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Exchange } from './Exchange.js';

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@acme.test');
});
const slow = { timeout: 20_000 };
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const selected = (label: string) => select(label).selectedOptions[0]?.textContent ?? '';

describe('<Exchange> against the sandbox', () => {
  it('preselects the default account and the first other-currency fiat account, with the live rate and the total', async () => {
    render(
      <FlexportalProvider client={client}>
        <Exchange />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Exchange' }, slow)).toBeTruthy();
    expect(selected('From account')).toMatch(/^Acme EUR main/);
    expect(selected('To account')).toMatch(/^Acme GBP/);
    // Crypto accounts are no exchange targets (convert is).
    expect([...select('To account').options].some((o) => /BTC/.test(o.text))).toBe(false);
    expect(await screen.findByText(/New rate in \d+ s|Updating rate…/, {}, slow)).toBeTruthy();
    expect(await screen.findByText('You receive', { exact: false }, slow)).toBeTruthy();
  }, 30_000);

  it('PP-4.6-01 a new source keeps an allowed target and replaces one that is not', async () => {
    render(
      <FlexportalProvider client={client}>
        <Exchange />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Exchange' }, slow);
    const gbp = [...select('From account').options].find((o) => /Acme GBP/.test(o.text));
    fireEvent.change(select('From account'), { target: { value: gbp?.value } });
    // GBP to GBP is no exchange: the target moves to the first allowed one.
    await waitFor(() => expect(selected('To account')).toMatch(/^Acme EUR main/));
  }, 30_000);

  it('a submit right after typing goes at the quote of the new amount, and the dialog lists it (issue 36)', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const totals: Array<Record<string, string>> = [];
    const recording: typeof globalThis.fetch = async (input, init) => {
      const req = new Request(input, init);
      const path = new URL(req.url).pathname;
      if (req.method === 'POST' && path.endsWith('/manager/transactions/transfer'))
        sent.push((await req.clone().json()) as Record<string, unknown>);
      const res = await globalThis.fetch(req);
      if (path.endsWith('/manager/grand-total/transfer') && res.ok)
        totals.push(((await res.clone().json()) as { data: Record<string, string> }).data);
      return res;
    };
    render(
      <FlexportalProvider client={await signedInClient('manager@acme.test', recording)}>
        <Exchange />
      </FlexportalProvider>,
    );
    await screen.findByText('You receive', { exact: false }, slow);
    // Typed and submitted at once: the total of 250 is still being asked for.
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' }, slow);
    expect(sent).toHaveLength(1);
    const quote = totals.find((t) => t.quote_id === sent[0]?.quote_id);
    expect(quote).toMatchObject({ transaction_amount: '250.00' });
    expect(sent[0]).toMatchObject({ amount: '250' });
    expect(dialog.textContent).toContain(quote?.to_amount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  }, 30_000);
});
