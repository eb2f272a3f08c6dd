import type { FlexportalClient } from '@flexportal/core';
import type { BankAccount, CompanyStatistic, TransactionVolume } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../../provider/FlexportalProvider.js';
import { enAmount } from '../../testing/amounts.test-utils.js';
import { signedInClient } from '../../testing/sandbox.test-utils.js';
import { Dashboard } from './Dashboard.js';
import type { DashboardProps } from './dashboardProps.js';
import { pickSeries } from './volumeSeries.js';

// Behaviour through the UI against the real sandbox, as the read-only manager-reader.
// Expected values are read from the same API, so the checks hold whatever the seed holds.
const _api = inject('sandboxApiUrl');
const slow = { timeout: 20_000 };

const signedIn = (fetch?: typeof globalThis.fetch) => signedInClient('reader@acme.test', fetch);

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedIn();
});

// Expected answers bypass the client's cache (http, not useCached): the widget loads its own.
async function expected<T>(path: string, query?: Record<string, string>): Promise<T> {
  return client.http.data<T>(path, query ? { query } : {});
}
const show = (props: DashboardProps = {}, c: FlexportalClient = client) =>
  render(
    <FlexportalProvider client={c}>
      <Dashboard {...props} />
    </FlexportalProvider>,
  );
const statisticOf = (subject: string) =>
  screen.getByRole('heading', { name: subject }).closest('[part="statistic"]') as HTMLElement;
const countsOf = (subject: string) =>
  [...statisticOf(subject).querySelectorAll('dd')].map((dd) => dd.textContent);

describe('<Dashboard> against the sandbox', () => {
  it('shows every balance as the exact value of the API, grouped, fiat and crypto apart', async () => {
    const { items } = await client.http.list<BankAccount>('manager/bank-accounts');
    expect(items.length).toBeGreaterThan(0);
    show();
    await screen.findByRole('table', { name: 'Fiat accounts' }, slow);
    const balances = within(screen.getByRole('region', { name: 'Balances' }));
    for (const a of items) {
      const row = balances.getByRole('rowheader', { name: a.name }).closest('tr') as HTMLElement;
      expect(row.getAttribute('part')).toBe('balance');
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
      expect(cells).toEqual([
        a.currency,
        enAmount(a.total_balance),
        enAmount(a.available_balance),
        enAmount(a.pending_balance),
      ]);
      const table = row.closest('table')?.querySelector('caption')?.textContent;
      const crypto = a.currency_unit?.currency_type === 'crypto';
      expect(table).toBe(crypto ? 'Crypto accounts' : 'Fiat accounts');
    }
  }, 60_000);

  it('switches the statistics period to the numbers the API gives for it', async () => {
    const stat = await expected<CompanyStatistic>('company/statistic');
    const onPeriodChange = vi.fn();
    show({ onPeriodChange });
    const month = await screen.findByRole('radio', { name: 'Current month' }, slow);
    expect(month.getAttribute('aria-checked')).toBe('true');
    // A segmented radio group: one tab stop, the chosen segment.
    const group = screen.getByRole('radiogroup', { name: 'Period' });
    const stops = within(group)
      .getAllByRole('radio')
      .filter((r) => r.tabIndex === 0);
    expect(stops).toEqual([month]);
    const numbers = (period: keyof NonNullable<CompanyStatistic['transactions']>) => {
      const c = stat.transactions?.[period];
      return [c?.all, c?.waiting, c?.approved, c?.denied].map(String);
    };
    expect(countsOf('Transactions')).toEqual(numbers('current_month'));
    // The seed spreads transactions over 13 months: the total differs from this month.
    expect(numbers('total')).not.toEqual(numbers('current_month'));
    fireEvent.click(screen.getByRole('radio', { name: 'Total' }));
    expect(countsOf('Transactions')).toEqual(numbers('total'));
    expect(onPeriodChange).toHaveBeenLastCalledWith({ period: 'total' });
    // The arrows move the choice, as in a native radio group: Total wraps to Current month,
    // then Previous month.
    const total = screen.getByRole('radio', { name: 'Total' });
    total.focus();
    fireEvent.keyDown(total, { key: 'ArrowRight' });
    expect(onPeriodChange).toHaveBeenLastCalledWith({ period: 'current_month' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    const previous = screen.getByRole('radio', { name: 'Previous month' });
    expect(document.activeElement).toBe(previous);
    expect(previous.getAttribute('aria-checked')).toBe('true');
    expect(previous.tabIndex).toBe(0);
    expect(countsOf('Transactions')).toEqual(numbers('previous_month'));
    const c = stat.compliances?.previous_month;
    expect(countsOf('Compliances')).toEqual(
      [c?.all, c?.waiting, c?.approved, c?.denied].map(String),
    );
  }, 60_000);

  it('renders the allowed tags of announcements as elements, newest first', async () => {
    show();
    // Bold and italic from the seed become elements (an allow-list, never HTML parsing).
    const title = await screen.findByRole('heading', { name: 'Maintenance window' }, slow);
    const item = title.closest('li') as HTMLElement;
    expect(item.getAttribute('part')).toBe('announcement');
    expect(title.querySelector('b')?.textContent).toBe('Maintenance');
    expect(item.querySelector('p i')?.textContent).toBe('card top-ups');
    expect(item.textContent).toContain('& card top-ups pause.');
    expect(item.textContent).not.toContain('<');
    const list = item.closest('ul') as HTMLElement;
    const titles = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles[0]).toBe('Updated SEPA cut-off times');
    expect(titles).not.toContain('Draft: Q3 fee changes');
  }, 60_000);

  it("lists the API's points of a granularity in the chart's data table", async () => {
    const volume = await expected<TransactionVolume>('company/statistic/transaction-volume', {
      granularity: 'hour',
    });
    // The chart opens on the busiest currency.
    const series = pickSeries(volume, null);
    expect(series?.points?.length).toBeGreaterThan(0);
    const onGranularityChange = vi.fn();
    show({ onGranularityChange });
    await screen.findByRole('radio', { name: 'Day' }, slow);
    fireEvent.click(screen.getByRole('radio', { name: 'Hour' }));
    expect(onGranularityChange).toHaveBeenCalledWith({ granularity: 'hour' });
    const caption = `Transaction volume in ${series?.currency}`;
    const table = await screen.findByRole('table', { name: caption }, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    // The default hour range is the last 24 buckets, gaps filled with zeros.
    expect(rows).toHaveLength(24);
    for (const p of series?.points ?? []) {
      const time = table.querySelector(`time[datetime="${p.at}"]`);
      const cells = [...(time?.closest('tr')?.querySelectorAll('td') ?? [])].map(
        (td) => td.textContent,
      );
      expect(cells).toEqual([String(p.count), enAmount(p.amount, series?.currency)]);
    }
    const zeros = rows.filter((r) => r.querySelector('td')?.textContent === '0');
    expect(zeros.length).toBe(24 - (series?.points?.length ?? 0));
    // The lazily loaded chart draws one bar per non-empty bucket.
    const chart = await screen.findByRole('img', { name: new RegExp(`^${caption}, `) }, slow);
    expect(chart.getAttribute('part')).toBe('chart');
    await waitFor(() =>
      expect(chart.querySelectorAll('rect')).toHaveLength(series?.points?.length ?? 0),
    );
  }, 60_000);

  it('shows a quiet state with a retry button when a panel fails, and retries', async () => {
    let fail = true;
    const flaky: typeof globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (fail && url.includes('company/statistic') && !url.includes('volume')) {
        return Promise.resolve(new Response('{}', { status: 503 }));
      }
      return globalThis.fetch(input, init);
    };
    const other = await signedIn(flaky);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show({}, other);
    const retry = await screen.findByRole('button', { name: 'Retry Company statistics' }, slow);
    expect(screen.getAllByText('Not available at the moment.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('radio', { name: 'Total' }, slow)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Company statistics');
    warn.mockRestore();
  }, 60_000);

  it('renders the host content or named slots for notifications and tickets', () => {
    show({ notificationsSlot: <p>three new</p>, useSlots: true });
    expect(screen.getByRole('region', { name: 'Latest notifications' }).textContent).toBe(
      'three new',
    );
    const tickets = screen.getByRole('region', { name: 'Latest tickets' });
    expect(tickets.querySelector('slot')?.getAttribute('name')).toBe('tickets');
  });
});
