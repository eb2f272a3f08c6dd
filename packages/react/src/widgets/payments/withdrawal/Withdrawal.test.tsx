import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { Withdrawal } from './Withdrawal.js';

// Behaviour through the UI against the real sandbox: solo@individual.test has no
// authenticator, so money moves ask for a code sent to the dev mailbox.
const api = inject('sandboxApiUrl');
const EMAIL = 'solo@individual.test';

function newClient(fetch?: typeof globalThis.fetch) {
  return createClient({
    baseURL: api,
    storage: createMemoryStorage(),
    ...(fetch ? { fetch } : {}),
  });
}
async function signedIn(fetch?: typeof globalThis.fetch): Promise<FlexportalClient> {
  const client = newClient(fetch);
  const answer = await client.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email: EMAIL, password: 'Sandbox#2026' },
  });
  client.session.setToken(answer.token);
  return client;
}
async function latestCode(): Promise<string> {
  const res = await fetch(new URL(`/sandbox/mailbox?email=${EMAIL}`, api));
  const mail = (await res.json()) as { data: Array<{ body: string }> };
  return /(\d{6})/.exec(mail.data[0]?.body ?? '')?.[1] ?? '';
}
// Server round trips (an OTP, a ledger posting) can take seconds on a loaded machine.
const slow = { timeout: 20_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
// The six boxes load at the first challenge (OtpDialog): wait for them, then type.
const enterCode = async (dialog: HTMLElement, code: string) => {
  await within(dialog).findByLabelText('Digit 1 of 6', {}, slow);
  for (const [i, digit] of [...code].entries()) {
    fireEvent.change(within(dialog).getByLabelText(`Digit ${i + 1} of 6`), {
      target: { value: digit },
    });
  }
};

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedIn();
});

describe('<Withdrawal> against the sandbox', () => {
  it('signs the user in inside the widget when there is no session', async () => {
    render(
      <FlexportalProvider client={newClient()}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Log in' }, slow)).toBeTruthy();
    type('E-mail', EMAIL);
    type('Password', 'Sandbox#2026');
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal' }, slow)).toBeTruthy();
  }, 60_000);

  it('PP-4.5-01, PP-3.4 previews the fees, asks for the code, creates the withdrawal', async () => {
    const onSubmitted = vi.fn();
    const onOtpRequired = vi.fn();
    // Which requests carried the code: only the challenged withdrawal's resubmission may.
    const sent: Array<{ path: string; code: string | null }> = [];
    const recording: typeof globalThis.fetch = (input, init) => {
      const req = new Request(input, init);
      sent.push({ path: new URL(req.url).pathname, code: req.headers.get('x-otp-code') });
      return globalThis.fetch(req);
    };
    const previews = () => sent.filter((r) => r.path.endsWith('/grand-total/iban')).length;
    render(
      <FlexportalProvider client={await signedIn(recording)}>
        <Withdrawal onSubmitted={onSubmitted} onOtpRequired={onOtpRequired} />
      </FlexportalProvider>,
    );
    const account = (await screen.findByLabelText('From account', {}, slow)) as HTMLSelectElement;
    expect(account.selectedOptions[0]?.textContent).toMatch(/^Solo EUR: /);
    expect(field('Amount').value).toBe('100');
    type('Amount', '12.34');
    type('IBAN', 'DE44 5001 0517 5407 3249 31');
    expect(field('IBAN').value).toBe('DE44500105175407324931');
    type('Company name', 'Wayne Enterprises');
    const total = await screen.findByText('Total', {}, slow);
    expect(total.nextElementSibling?.textContent).toMatch(/^13\.\d\d\u00a0EUR$/);

    fireEvent.submit(screen.getByRole('button', { name: 'Send withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' }, slow);
    expect(onOtpRequired).toHaveBeenCalled();
    // The dialog repeats what the code approves, and tells an e-mail user where the code is.
    await waitFor(() => expect(within(dialog).getByText('12.34 EUR')).toBeTruthy(), slow);
    expect(within(dialog).getByText('Wayne Enterprises')).toBeTruthy();
    expect(within(dialog).getByText('DE44500105175407324931')).toBeTruthy();
    expect(dialog.textContent).toContain('We have sent a 6-digit code to your e-mail.');
    const code = await latestCode();
    expect(code).toMatch(/^\d{6}$/);
    // A fee preview going out just before the code is entered does not take it.
    const before = previews();
    type('Amount', '12.35');
    await waitFor(() => expect(previews()).toBe(before + 1), slow);
    type('Amount', '12.34');
    await enterCode(dialog, code);
    expect(
      await screen.findByText(/^Withdrawal .+ created \(progress\)\.$/, {}, slow),
    ).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({
      amount: '12.34',
      currency: 'EUR',
      status: 'progress',
    });
    expect(sent.filter((r) => r.code !== null)).toEqual([
      { path: '/api/v2/manager/transactions/iban', code },
    ]);
    // The draft is back to its defaults, the account kept.
    expect(field('Amount').value).toBe('100');
    expect(field('IBAN').value).toBe('');
  }, 60_000);

  it('PP-4.3-06 a refused code shows the server message and resets the digits; Cancel keeps the form', async () => {
    render(
      <FlexportalProvider client={client}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('From account', {}, slow);
    type('Amount', '7.5');
    type('IBAN', 'DE44500105175407324931');
    type('Company name', 'Wayne Enterprises');
    fireEvent.submit(screen.getByRole('button', { name: 'Send withdrawal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' }, slow);
    const good = await latestCode();
    await enterCode(dialog, good === '000000' ? '111111' : '000000');
    const refused = await within(dialog).findByRole('alert', {}, slow);
    expect(refused.textContent).toBe('The code is invalid or has expired.');
    expect(within(dialog).queryByText('Code accepted. Verification process...')).toBeNull();
    const digits = within(dialog).getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[];
    expect(digits.map((d) => d.value).join('')).toBe('');
    expect(digits.every((d) => !d.disabled)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull(),
    );
    expect(field('Amount').value).toBe('7.5');
    expect(field('Company name').value).toBe('Wayne Enterprises');
    expect(
      (screen.getByRole('button', { name: 'Send withdrawal' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  }, 60_000);

  it("PP-5-02 / issue 38 shows the server refusal beside its field in the catalogue's words and keeps what was typed", async () => {
    render(
      <FlexportalProvider client={client}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('From account', {}, slow);
    type('IBAN', 'DE44500105175407324931');
    fireEvent.submit(screen.getByRole('button', { name: 'Send withdrawal' }));
    const name = field('Company name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), slow);
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('This field is required.');
    expect(document.body.textContent).not.toContain('The beneficiary name is required.');
    expect(field('IBAN').value).toBe('DE44500105175407324931');
  }, 60_000);

  it('issue 38: shows every refused field at once and focuses the topmost', async () => {
    render(
      <FlexportalProvider client={client}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('From account', {}, slow);
    type('Amount', '1.005');
    type('IBAN', 'DE44500105175407324931');
    fireEvent.submit(screen.getByRole('button', { name: 'Send withdrawal' }));
    const name = field('Company name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(field('Amount').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Amount')));
    expect(field('Amount').value).toBe('1.005');
    // The screen's own sentence for its amount (issue 38), not the server's.
    const amountError = field('Amount').getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(amountError)?.textContent).toBe(
      "Check the amount: the account's balance may not cover it, or it is not a valid amount.",
    );
  }, 60_000);

  it('issue 38: the payee and bank countries are the one picker over the whole dictionary, by code', async () => {
    render(
      <FlexportalProvider client={client}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('From account', {}, slow);
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    const bank = screen.getByLabelText('Bank country') as HTMLSelectElement;
    await within(country).findByRole('option', { name: 'Germany' }, slow);
    expect(country.tagName).toBe('SELECT');
    expect(country.options).toHaveLength(250);
    expect(bank.options).toHaveLength(250);
    type('Company name', 'Hooli GmbH');
    fireEvent.change(country, { target: { value: 'DE' } });
    fireEvent.change(bank, { target: { value: 'FR' } });
    expect(country.value).toBe('DE');
    expect(bank.value).toBe('FR');
    expect(field('Company name').value).toBe('Hooli GmbH');
  }, 60_000);

  it('PP-4.5-03 a value that is not an IBAN allows only swift and israel', async () => {
    render(
      <FlexportalProvider client={client}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('From account', {}, slow);
    type('IBAN', '12345678');
    const sepa = screen.getByLabelText('Sepa (EU , EEA)') as HTMLInputElement;
    expect(sepa.disabled).toBe(true);
    expect((screen.getByLabelText('Swift (rest of the world)') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(field('Account number')).toBeTruthy();
  }, 60_000);

  it('PP-4.5-16 a newer bank lookup aborts the older one: a late answer never lands', async () => {
    // The real sandbox answers; only the first lookup's answer is held back on the way,
    // as a slow network would, so it would arrive after the second one if not aborted.
    const held = vi.fn();
    const slowFirst: typeof globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('externals/iban') && url.includes('DE89')) {
        held();
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      return globalThis.fetch(input, init);
    };
    render(
      <FlexportalProvider client={await signedIn(slowFirst)}>
        <Withdrawal />
      </FlexportalProvider>,
    );
    await screen.findByLabelText('From account', {}, slow);
    type('IBAN', 'DE89370400440532013000'); // Commerzbank, held back
    type('IBAN', 'DE44500105175407324931'); // ING
    await waitFor(() => expect(field('Bank name').value).toBe('ING'), slow);
    expect(held).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(field('Bank name').value).toBe('ING');
  }, 60_000);
});
