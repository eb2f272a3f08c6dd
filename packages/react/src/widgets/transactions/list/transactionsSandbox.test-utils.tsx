import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, inject } from 'vitest';
import type { ListState } from '../../../lists/listState.js';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { Transactions } from './Transactions.js';
import type { TransactionsProps } from './transactionsProps.js';

// Tests run against the real sandbox as reader@acme.test: read-only, so tests running in
// parallel are not disturbed. Others may add Acme rows meanwhile: no exact global totals.
const api = inject('sandboxApiUrl');
/** Server round trips can take seconds on a loaded machine. */
export const slow = { timeout: 20_000 };

/** Signs the reader in once; returns the token every test client reuses. */
export async function readerToken(): Promise<unknown> {
  const client = createClient({ baseURL: api, storage: createMemoryStorage() });
  const answer = await client.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email: 'reader@acme.test', password: 'Sandbox#2026' },
  });
  return answer.token;
}

/** A signed-in client with its own storage (table settings do not leak between tests). */
export function readerClient(token: unknown): FlexportalClient {
  const client = createClient({ baseURL: api, storage: createMemoryStorage() });
  client.session.setToken(token);
  return client;
}

/** Renders the list for a client. */
export function showTransactions(client: FlexportalClient, props: TransactionsProps = {}) {
  return render(
    <FlexportalProvider client={client}>
      <Transactions {...props} />
    </FlexportalProvider>,
  );
}

/** Waits until the list titled `title` has answered and no request is in flight. */
export async function listSettled(title = 'Approved transactions'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title }, slow);
  const list = heading.closest('section') as HTMLElement;
  await waitFor(() => expect(list.getAttribute('aria-busy')).toBeNull(), slow);
  return list;
}

/** The text of every rendered cell of a column. */
export const columnCells = (column: string) =>
  [...document.querySelectorAll(`tbody [data-column="${column}"]`)].map((c) => c.textContent);

/** The total the pager announces ("1–25 of 262", grouped from 1,000). */
export const announcedTotal = () =>
  Number(
    /of ([\d,]+)/
      .exec(document.querySelector('.fp-pager__range')?.textContent ?? '')?.[1]
      ?.replaceAll(',', ''),
  );

/** The list with its state kept by a host, as the portal's router does. */
export function ControlledTransactions(props: {
  initial: ListState;
  spy: (state: ListState) => void;
}) {
  const [state, setState] = useState(props.initial);
  return (
    <Transactions
      state={state}
      onStateChange={(next) => {
        props.spy(next);
        setState(next);
      }}
    />
  );
}
