// The list bench page (issue 7): the product's DataTable with the transaction list's own
// columns over N synthetic transactions, inside a FlexportalProvider, and nothing else (no
// ListPage, no server: the bench times the table, not a fetch). bench/lists/measure.mjs
// drives it through `window.listBench`.
import { createClient } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { FlexportalProvider, useStyles, useT } from '@flexportal/react';
import { DataTable, defaultColumnIds, listCss, visibleColumns } from '@flexportal/react/lists';
import { transactionColumns } from '@flexportal/react/transactions';
import { useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// Not a public export: the English headers and labels the transaction screen shows.
import { listsTexts } from '../../packages/react/src/i18n/areas/lists.js';

/** What the bench calls. Every update is flushed synchronously, so its cost lands in the frame it starts in. */
export interface ListBenchApi {
  /**
   * Mounts a fresh table of the first `n` rows (replacing any table). `renderAll` puts every
   * row in the DOM (no virtualisation): the scroll baseline, scrolled by the page's CSS.
   */
  mount(n: number, renderAll?: boolean): void;
  /** Unmounts the table. */
  unmount(): void;
  /** Re-filters the mounted rows by a text match: a state change with a new rows array. */
  setFilter(text: string): void;
  /** The table's scroll container (virtualised past 60 rows). */
  container(): HTMLElement | null;
}

declare global {
  interface Window {
    listBench: ListBenchApi;
  }
}

const PAYEES = ['Acme GmbH', 'Nordwind AB', 'Jane Roe', 'Globex Ltd', 'Hiro Tanaka', 'Initech'];
const TYPES = ['deposit', 'withdrawal', 'transfer', 'exchange', 'convert'];
const STATUSES = ['settled', 'progress', 'denied'];
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'];
const pick = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;
/** Integer cents as the decimal string the API sends: amounts are never floats. */
const decimal = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Deterministic transactions shaped like `GET manager/transactions` items. */
function makeRows(n: number): Transaction[] {
  return Array.from({ length: n }, (_, i) => {
    const cents = ((i * 7919) % 2_000_000) + 100;
    const fee = 50 + (i % 7) * 25;
    return {
      id: 100_000 + i,
      name: `TX-${String(100_000 + i)}`,
      type: pick(TYPES, i),
      status: pick(STATUSES, i),
      amount: decimal(cents),
      fee_amount: decimal(fee),
      exchange_fee_amount: decimal(0),
      total_amount: decimal(cents + fee),
      currency: pick(CURRENCIES, i),
      bank_account_id: 1 + (i % 5),
      to_account_id: null,
      customer: { customer_name: pick(PAYEES, i) },
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    };
  });
}

// Built once at load, so a timed mount renders rows but does not create them.
const ROWS = makeRows(1000);
const api = {} as ListBenchApi;

function ListBench({ all, renderAll }: { all: readonly Transaction[]; renderAll: boolean }) {
  const ref = useStyles<HTMLDivElement>(listCss);
  const t = useT(listsTexts);
  const columns = useMemo(() => {
    const every = transactionColumns(t, 'en', (id) => `Account ${id}`);
    return visibleColumns(every, defaultColumnIds(every));
  }, [t]);
  const [filter, setFilter] = useState('');
  // A search box's work: match the text against every shown column's plain value.
  const rows = useMemo(() => {
    const q = filter.toLowerCase();
    if (!q) return all;
    return all.filter((tx) =>
      columns.some((c) =>
        String(c.value(tx) ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
  }, [all, columns, filter]);
  useLayoutEffect(() => {
    api.setFilter = (text) => flushSync(() => setFilter(text));
  }, []);
  return (
    <div ref={ref} className={renderAll ? 'fp-root bench-all' : 'fp-root'}>
      <DataTable<Transaction>
        columns={columns}
        rows={rows}
        rowKey={(tx) => tx.id}
        caption="Transactions"
        captionHidden
        onRowActivate={() => {}}
        renderAll={renderAll}
      />
    </div>
  );
}

const client = createClient({ baseURL: 'https://bench.invalid/api/v2' });
const root = createRoot(document.getElementById('app') as HTMLElement);
let generation = 0;
api.mount = (n, renderAll = false) => {
  const all = n <= ROWS.length ? ROWS.slice(0, n) : makeRows(n);
  generation += 1;
  // A new key: a fresh mount of the table, not an update of the previous one.
  flushSync(() =>
    root.render(
      <FlexportalProvider client={client}>
        <ListBench key={generation} all={all} renderAll={renderAll} />
      </FlexportalProvider>,
    ),
  );
};
api.unmount = () => flushSync(() => root.render(null));
api.setFilter = () => {
  throw new Error('mount first');
};
api.container = () => document.querySelector<HTMLElement>('.fp-table-wrap');
window.listBench = api;
