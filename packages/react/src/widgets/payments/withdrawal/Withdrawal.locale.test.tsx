import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { Withdrawal } from './Withdrawal.js';

// The amount field in German against the real sandbox: what is typed in the locale's
// writing reaches the fee preview and the create request as the canonical decimal string.
const api = inject('sandboxApiUrl');
const slow = { timeout: 20_000 };
const CREATE = '/manager/transactions/iban';

/** Bodies of the create requests, read from the real requests on their way out. */
const created: Array<Record<string, unknown>> = [];
const recordingFetch: typeof globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith(CREATE) && typeof init?.body === 'string') created.push(JSON.parse(init.body));
  return globalThis.fetch(input, init);
};

let client: FlexportalClient;
beforeAll(async () => {
  client = createClient({ baseURL: api, storage: createMemoryStorage(), fetch: recordingFetch });
  const answer = await client.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email: 'solo@individual.test', password: 'Sandbox#2026' },
  });
  client.session.setToken(answer.token);
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('<Withdrawal> in German against the sandbox', () => {
  it('reads "12,50" as 12.50, says so when "12.50" cannot be read, and sends 12.50', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('Belastungskonto', {}, slow);
    expect(field('Betrag').value).toBe('100');

    // "." groups thousands in German: "12.50" is no amount, and the field says how to write one.
    type('Betrag', '12.50');
    expect(field('Betrag').value).toBe('12.50');
    expect(field('Betrag').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte so schreiben: 1.234,56.')).toBeTruthy();

    type('Betrag', '12,50');
    expect(field('Betrag').value).toBe('12,50');
    expect(field('Betrag').getAttribute('aria-invalid')).toBeNull();
    type('IBAN', 'DE44500105175407324931');
    type('Firmenname', 'Wayne Enterprises');
    // The server's fee preview for 12.50, shown in German.
    const amount = await screen.findByText('Betrag', { selector: 'dt' }, slow);
    expect(amount.nextElementSibling?.textContent).toBe('12,50\u00a0EUR');
    const total = await screen.findByText('Gesamtbetrag', {}, slow);
    expect(total.nextElementSibling?.textContent).toMatch(/^13,\d\d\u00a0EUR$/);

    fireEvent.submit(screen.getByRole('button', { name: 'Auszahlung senden' }));
    await waitFor(() => expect(created.length).toBeGreaterThan(0), slow);
    expect(created[0]?.amount).toBe('12.50');
  }, 60_000);
});
