import { convertAmount, type FlexportalClient, type QuotedTotal } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useQuote } from '../../../hooks/useQuote.js';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { QuoteTotal } from './QuoteTotal.js';
import { RateCountdown } from './RateCountdown.js';

interface Draft {
  bank_account_id: number | null;
  to_account_id: number | null;
  amount: string;
}

function Harness({ draft, sell, buy }: { draft: Draft; sell: string; buy: string | null }) {
  const { state, pair } = useQuote<Draft>({
    kind: 'exchange',
    draft,
    sell,
    buy,
    fetchTotal: (d, signal) =>
      client.http.data<QuotedTotal>('manager/grand-total/transfer', {
        method: 'POST',
        body: d,
        signal,
      }),
  });
  return (
    <>
      <RateCountdown pair={pair} />
      <QuoteTotal state={state} subUnit={2} toSubUnit={2} toCurrency={buy ?? undefined} />
    </>
  );
}

let client: FlexportalClient;
let eur: BankAccount;
let gbp: BankAccount;
beforeAll(async () => {
  client = await signedInClient('manager@acme.test');
  const accounts = await client.http.list<BankAccount>('manager/bank-accounts');
  eur = accounts.items.find((a) => a.currency === 'EUR') as BankAccount;
  gbp = accounts.items.find((a) => a.currency === 'GBP') as BankAccount;
});

function View({ to }: { to: BankAccount | null }) {
  const draft = useMemo(
    () => ({ bank_account_id: eur.id, to_account_id: to?.id ?? null, amount: '100' }),
    [to],
  );
  return <Harness draft={draft} sell="EUR" buy={to?.currency ?? null} />;
}

describe('useQuote with RateCountdown and QuoteTotal against the sandbox', () => {
  it('shows no rate and no total until the target is set (PP-5-16)', async () => {
    render(
      <FlexportalProvider client={client}>
        <View to={null} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText('Choose an account, an amount and a payee to see the fees.'),
    ).toBeTruthy();
    expect(screen.queryByText(/New rate in/)).toBeNull();
  });

  it('shows the moving EUR/GBP rate with its countdown and the total at that rate', async () => {
    render(
      <FlexportalProvider client={client}>
        <View to={gbp} />
      </FlexportalProvider>,
    );
    const rateOf = () => document.querySelector('[data-rate]')?.getAttribute('data-rate');
    const toAmountOf = () =>
      document.querySelector('[data-to-amount]')?.getAttribute('data-to-amount');
    expect(
      await screen.findByText(/New rate in \d+ s|Updating rate…/, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    // The total follows the rate shown: 100 EUR times it, to GBP's 2 decimals (a new rate
    // in between asks for the total again, so they meet).
    await waitFor(
      () => {
        const rate = rateOf();
        expect(rate).toBeTruthy();
        expect(toAmountOf()).toBe(convertAmount('100', rate as string, 'buy', 2));
      },
      { timeout: 15_000 },
    );
  }, 30_000);
});
