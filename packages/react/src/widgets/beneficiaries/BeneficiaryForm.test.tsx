import type { FlexportalClient } from '@flexportal/core';
import type { Beneficiary } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../testing/sandbox.test-utils.js';
import { BeneficiaryForm } from './BeneficiaryForm.js';

// Behaviour through the UI against the real sandbox. Globex's data is this suite's own;
// Acme's reader only reads.
// Server round trips can take seconds on a loaded machine.
const slow = { timeout: 20_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const save = () => fireEvent.submit(screen.getByRole('button', { name: 'Save beneficiary' }));
const NAME = `Globex Form Test ${Math.random().toString(36).slice(2, 8)}`;

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedIn('manager@globex.test');
});

function renderForm(props: Parameters<typeof BeneficiaryForm>[0] = {}) {
  return render(
    <FlexportalProvider client={client}>
      <BeneficiaryForm {...props} />
    </FlexportalProvider>,
  );
}

describe('<BeneficiaryForm> against the sandbox', () => {
  let created: Beneficiary;

  it('checks the IBAN before sending, keeps the input, then creates the beneficiary', async () => {
    const onSaved = vi.fn();
    renderForm({ onSaved });
    expect(await screen.findByRole('heading', { name: 'New beneficiary' }, slow)).toBeTruthy();
    type('Company name', NAME);
    type('IBAN', 'NL91 ABNA 0417 1643 01'); // one digit off: shape fine, checksum wrong
    type('SWIFT code', 'abnanl2a');
    save();
    const iban = field('IBAN');
    await waitFor(() => expect(iban.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(iban)).toBe('The IBAN check digits do not match: check it for a typo.');
    expect(document.activeElement).toBe(iban);
    expect(iban.value).toBe('NL91ABNA0417164301');
    expect(field('Company name').value).toBe(NAME);
    expect(onSaved).not.toHaveBeenCalled();

    type('IBAN', 'NL91ABNA0417164300');
    // The countries dictionary arrives on its own.
    // (The picker loads with its field: the field is read afresh until it offers the list.)
    await waitFor(
      () =>
        expect(within(field('Country')).getByRole('option', { name: 'Netherlands' })).toBeTruthy(),
      slow,
    );
    fireEvent.change(field('Country'), { target: { value: 'NL' } });
    type('City', 'Amsterdam');
    save();
    expect(await screen.findByText(`Beneficiary ${NAME} saved.`, {}, slow)).toBeTruthy();
    expect(onSaved).toHaveBeenCalledTimes(1);
    created = onSaved.mock.calls[0]?.[0] as Beneficiary;
    expect(created).toMatchObject({
      company_name: NAME,
      iban: 'NL91ABNA0417164300',
      bank_swift: 'ABNANL2A',
      country: 'NL',
      city: 'Amsterdam',
      legal_type: 'company',
    });
    // A fresh form for the next one.
    expect(field('Company name').value).toBe('');
  }, 60_000);

  it("PP-5-02 / issue 38 shows a server 422 beside its field in the screen's words, not the server's, focuses it and keeps what was typed", async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'New beneficiary' }, slow);
    type('IBAN', 'DE44 5001 0517 5407 3249 31');
    type('City', 'Berlin');
    save(); // no company name: the server's rule, not the client's
    const name = field('Company name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(errorOf(name)).toBe("Enter the company's name.");
    // The server's own sentence is nowhere on the page (it goes to the developer's log).
    expect(document.body.textContent).not.toContain('The company name is required.');
    expect(document.activeElement).toBe(name);
    expect(field('IBAN').value).toBe('DE44500105175407324931');
    expect(field('City').value).toBe('Berlin');
  }, 60_000);

  it('edits a saved beneficiary: loads it, switches it to account number, saves with PUT', async () => {
    const onSaved = vi.fn();
    renderForm({ agentId: created.id, onSaved });
    expect(await screen.findByRole('heading', { name: 'Edit beneficiary' }, slow)).toBeTruthy();
    await waitFor(() => expect(field('Company name').value).toBe(NAME), slow);
    expect(field('IBAN').value).toBe('NL91ABNA0417164300');
    fireEvent.click(screen.getByLabelText('By account number (and sort code)'));
    save();
    const account = field('Account number');
    await waitFor(() => expect(errorOf(account)).toBe('The account number is required.'));
    type('Account number', '31926819');
    type('Sort code', '60-16-13');
    type('City', 'Rotterdam');
    save();
    expect(await screen.findByText(`Beneficiary ${NAME} saved.`, {}, slow)).toBeTruthy();
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
      id: created.id,
      iban: null,
      bank_account: '31926819',
      sort_code: '601613',
      city: 'Rotterdam',
    });
    // The form keeps showing what was saved.
    expect(field('City').value).toBe('Rotterdam');
    expect(field('Account number').value).toBe('31926819');
  }, 60_000);

  it("issue 38 a refusal no field carries reads the catalogue's sentence, not the server's; the input is kept", async () => {
    const gone = await client.http.data<Beneficiary>('manager/transactions/agents', {
      method: 'POST',
      body: { legal_type: 'company', company_name: `${NAME} gone`, iban: 'NL91ABNA0417164300' },
    });
    renderForm({ agentId: gone.id });
    await waitFor(() => expect(field('Company name').value).toBe(`${NAME} gone`), slow);
    await client.http.data(`manager/transactions/agents/${gone.id}`, { method: 'DELETE' });
    type('City', 'Lyon');
    save(); // the server answers 404 'Beneficiary not found.'
    const alert = await screen.findByText(
      'This was not accepted. Check the details and try again.',
      {},
      slow,
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.body.textContent).not.toContain('Beneficiary not found.');
    expect(field('City').value).toBe('Lyon');
    expect(field('Company name').value).toBe(`${NAME} gone`);
  }, 60_000);

  it('deletes after a confirmation; No keeps it', async () => {
    const onDeleted = vi.fn();
    renderForm({ agentId: created.id, onDeleted });
    await waitFor(() => expect(field('Company name').value).toBe(NAME), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Delete beneficiary' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete beneficiary' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this beneficiary?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDeleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete beneficiary' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete beneficiary' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Beneficiary deleted.', {}, slow)).toBeTruthy();
    expect(onDeleted).toHaveBeenCalledWith(created.id);
    await expect(
      client.http.data(`manager/transactions/agents/${created.id}`),
    ).rejects.toMatchObject({ response: { status: 404 } });
  }, 60_000);

  it('says so when the beneficiary does not exist', async () => {
    renderForm({ agentId: 999_999 });
    expect(await screen.findByText('This beneficiary was not found.', {}, slow)).toBeTruthy();
  }, 60_000);

  it('PP-6 a manager-reader sees the form read-only, without Save or Delete', async () => {
    const reader = await signedIn('reader@acme.test');
    render(
      <FlexportalProvider client={reader}>
        <BeneficiaryForm />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText('You can view this beneficiary but not change it.', {}, slow),
    ).toBeTruthy();
    expect(field('Company name').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save beneficiary' })).toBeNull();
  }, 60_000);
});
