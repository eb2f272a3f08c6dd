import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { defineElements } from './defineElements.js';
import { ELEMENTS } from './elements.js';

// Issue 39: a two-factor withdrawal fired `error` (403) as it succeeded, and `error` (409)
// when the duplicate prompt appeared. The real screen in its element against the sandbox:
// what the host page hears of a payment with a code, then the same payment again.
const api = inject('sandboxApiUrl');
const EMAIL = 'solo@individual.test';
const slow = { timeout: 20_000 };
const NAMES = ['ready', 'otprequired', 'submitted', 'error'];
// Queries run inside the element's shadow root, which the DOM printer of a failed query
// cannot print: say what failed without it.
configure({ getElementError: (message) => new Error(message ?? 'query failed') });

let client: FlexportalClient;
beforeAll(async () => {
  client = createClient({ baseURL: api, storage: createMemoryStorage() });
  const answer = await client.http.data<{ token: unknown }>('auth/login', {
    method: 'POST',
    body: { email: EMAIL, password: 'Sandbox#2026' },
  });
  client.session.setToken(answer.token);
  defineElements(
    client,
    ELEMENTS.filter((e) => e.name === 'withdrawal'),
  );
});
afterAll(() => client.dispose());

async function mailedCode(after: number): Promise<string> {
  let code = '';
  await waitFor(async () => {
    const res = await fetch(new URL(`/sandbox/mailbox?email=${EMAIL}`, api));
    const mail = (await res.json()) as { data: Array<{ id: number; body: string }> };
    code = /(\d{6})/.exec(mail.data.find((m) => m.id > after)?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }, slow);
  return code;
}
async function newestMail(): Promise<number> {
  const res = await fetch(new URL(`/sandbox/mailbox?email=${EMAIL}`, api));
  const mail = (await res.json()) as { data: Array<{ id: number }> };
  return Math.max(0, ...mail.data.map((m) => m.id));
}

it('a payment with a code, then the same again through the duplicate prompt: never `error`', async () => {
  const heard: string[] = [];
  for (const name of NAMES) document.addEventListener(name, (e) => heard.push(e.type));
  const element = document.createElement('flexportal-withdrawal');
  document.body.append(element);
  const root = () => within(element.shadowRoot as unknown as HTMLElement);
  // An aria-labelledby inside a shadow root names nothing for the role query: by its title.
  const openDialog = (title: string) =>
    waitFor(() => {
      const dialog = root().getByText(title).closest('dialog');
      if (!dialog?.open) throw new Error(`no open dialog "${title}"`);
      return dialog as HTMLElement;
    }, slow);
  const type = (label: string, value: string) =>
    fireEvent.change(root().getByLabelText(label), { target: { value } });
  const pay = async () => {
    type('Amount', '3.21');
    type('IBAN', 'DE44 5001 0517 5407 3249 31');
    type('Company name', 'Event Contract GmbH');
    await root().findByText('Total', {}, slow);
    const before = await newestMail();
    fireEvent.submit(root().getByRole('button', { name: 'Send withdrawal' }));
    return before;
  };
  const answer = async (before: number) => {
    const dialog = await openDialog('Two-factor authentication');
    const code = await mailedCode(before);
    await within(dialog).findByLabelText('Digit 1 of 6', {}, slow);
    for (const [i, digit] of [...code].entries())
      fireEvent.change(within(dialog).getByLabelText(`Digit ${i + 1} of 6`), {
        target: { value: digit },
      });
    await waitFor(() => expect(heard.filter((n) => n === 'submitted').length).toBe(count), slow);
  };
  let count = 1;
  await root().findByLabelText('From account', {}, slow);
  await answer(await pay());
  count = 2;
  const before = await pay();
  const duplicate = await openDialog('Possible duplicate');
  fireEvent.click(within(duplicate).getByText('Send anyway'));
  await answer(before);
  expect(heard).toEqual(['ready', 'otprequired', 'submitted', 'otprequired', 'submitted']);
  element.remove();
}, 90_000);
