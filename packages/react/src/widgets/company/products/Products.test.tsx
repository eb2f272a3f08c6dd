import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { Products } from './Products.js';

// Behaviour through the UI against the real sandbox; the products are Acme's own.
const slow = { timeout: 20_000 };
let client: FlexportalClient;
let reader: FlexportalClient;
beforeAll(async () => {
  client = await signedIn('manager@acme.test');
  reader = await signedIn('reader@acme.test');
});

const form = () => screen.getByRole('form');
const type = (label: string, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

async function chooseAccount(text: string) {
  const select = within(form()).getByLabelText('Paid to (crypto account)') as HTMLSelectElement;
  const option = (await within(select).findByRole(
    'option',
    { name: text },
    slow,
  )) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('<Products> against the sandbox', () => {
  it('creates a product, lists it with its purchase link, and edits it', async () => {
    const name = `Beans ${Date.now()}`;
    render(
      <FlexportalProvider client={client}>
        <Products purchaseOrigin="https://portal.example" />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Products' }, slow);
    await screen.findByRole('form', undefined, slow);
    // Only crypto accounts are offered.
    await chooseAccount('Acme BTC (BTC)');
    const select = within(form()).getByLabelText('Paid to (crypto account)');
    expect(within(select).queryByRole('option', { name: /EUR/ })).toBeNull();
    type('Name', name);
    type('Price', '0.0015');
    type('Description', 'One kilo');
    // The image goes up in the browser (e2e/portal/products.spec.ts): jsdom's File does not
    // cross into Node's fetch, so this test sends the multipart form without one.
    fireEvent.submit(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByText('Product saved.', undefined, slow);
    const cell = await screen.findByText(name, undefined, slow);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('0.0015 BTC')).toBeTruthy();
    const link = within(row).getByRole('link') as HTMLAnchorElement;
    expect(link.href).toMatch(/^https:\/\/portal\.example\/purchase\/[a-f0-9]{32}$/);
    // The form was emptied.
    expect((within(form()).getByLabelText('Name') as HTMLInputElement).value).toBe('');

    fireEvent.click(within(row).getByRole('button', { name: `Edit ${name}` }));
    expect(await screen.findByRole('heading', { name: `Edit ${name}` }, slow)).toBeTruthy();
    expect((within(form()).getByLabelText('Price') as HTMLInputElement).value).toBe('0.00150000');
    type('Price', '0.002');
    fireEvent.submit(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByText('0.002 BTC').length).toBeGreaterThan(0), slow);
    expect(screen.getByRole('heading', { name: 'New product' })).toBeTruthy();
  }, 40_000);

  it('keeps the input and shows the server message beside the field on a refused save', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <Products />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Produkte' }, slow);
    await screen.findByRole('form', undefined, slow);
    await chooseAccountDe();
    fireEvent.change(within(form()).getByLabelText('Name'), { target: { value: 'Kaputt' } });
    fireEvent.change(within(form()).getByLabelText('Preis'), { target: { value: '-1' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Produkt anlegen' }));
    const price = within(form()).getByLabelText('Preis') as HTMLInputElement;
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'), slow);
    expect((within(form()).getByLabelText('Name') as HTMLInputElement).value).toBe('Kaputt');
  }, 30_000);

  it('shows a reader the list without the form or edit buttons', async () => {
    render(
      <FlexportalProvider client={reader}>
        <Products />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Your products' }, slow);
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  }, 30_000);
});

async function chooseAccountDe() {
  const select = within(form()).getByLabelText('Bezahlt an (Krypto-Konto)') as HTMLSelectElement;
  const option = (await within(select).findByRole(
    'option',
    { name: 'Acme USDT (USDT)' },
    slow,
  )) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}
