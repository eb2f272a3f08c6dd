import type { FlexportalClient } from '@flexportal/core';
import { render, screen, within } from '@testing-library/react';
import { inject } from 'vitest';
import { FlexportalProvider } from '../../provider/FlexportalProvider.js';
import { signedInClient } from '../../testing/sandbox.test-utils.js';
import { Accounts } from './Accounts.js';

// Helpers of the accounts component tests: real clients against the sandbox the component
// project starts, and table lookups by what a user reads (row names, column headers).
const _api = inject('sandboxApiUrl');
/** Password of every seeded sandbox user. */
const _PASSWORD = 'Sandbox#2026';
/** Server round trips can take seconds on a loaded machine. */
export const slow = { timeout: 20_000 };

/** Every request a client sent: its URL and whether it carried a bearer header. */
export type Sent = { url: string; bearer: boolean };
/** A client of its own, signed in as `email`, recording what it sends into `sent`. */
export async function signedIn(email: string, sent: Sent[] = []): Promise<FlexportalClient> {
  const recording: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    sent.push({ url, bearer: (headers.get('Authorization') ?? '').startsWith('Bearer ') });
    return globalThis.fetch(input, init);
  };
  return signedInClient(email, recording);
}
/** Renders the screen with `client`. */
export const show = (client: FlexportalClient, props: Parameters<typeof Accounts>[0] = {}) =>
  render(
    <FlexportalProvider client={client}>
      <Accounts {...props} />
    </FlexportalProvider>,
  );
/** The row of the account named `name`. */
export const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name }, slow)).closest('tr') as HTMLTableRowElement;
/** The text of a row's cell under the column headed `header`. */
export function cellText(row: HTMLTableRowElement, header: string): string {
  const headers = within(row.closest('table') as HTMLTableElement).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent === header);
  return row.cells[index]?.textContent ?? '';
}
