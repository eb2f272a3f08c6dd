import type { FlexportalClient } from '@flexportal/core';
import type { Beneficiary } from '@flexportal/core/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../testing/sandbox.test-utils.js';
import { Beneficiaries } from './Beneficiaries.js';
import { BeneficiaryForm } from './BeneficiaryForm.js';

// Behaviour through the UI against the real sandbox. Globex's data is this suite's own;
// Acme's reader only reads.
// Server round trips can take seconds on a loaded machine.
const slow = { timeout: 20_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const NAME = `Globex List Test ${Math.random().toString(36).slice(2, 8)}`;

let client: FlexportalClient;
let created: Beneficiary;
beforeAll(async () => {
  client = await signedIn('manager@globex.test');
});

/** Picks the option whose text is `text` in the select labelled `label`. */
async function choose(label: string, text: string) {
  const select = field(label);
  const option = (await within(select).findByRole(
    'option',
    { name: text },
    slow,
  )) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('<Beneficiaries> against the sandbox', () => {
  it('a beneficiary created through the form is found in the list by its name', async () => {
    const onSaved = vi.fn();
    const form = render(
      <FlexportalProvider client={client}>
        <BeneficiaryForm onSaved={onSaved} />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'New beneficiary' }, slow);
    await choose('Saved for account', 'Globex EUR (EUR)');
    fireEvent.click(screen.getByLabelText('Individual'));
    type('First name', 'Hank');
    type('Last name', NAME);
    fireEvent.click(screen.getByLabelText('By account number (and sort code)'));
    type('Account number', '31926819');
    type('Sort code', '601613');
    type('SWIFT code', 'NWBKGB2L');
    type('Bank name', 'NatWest');
    fireEvent.submit(screen.getByRole('button', { name: 'Save beneficiary' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), slow);
    created = onSaved.mock.calls[0]?.[0] as Beneficiary;
    form.unmount();

    const onSelect = vi.fn();
    render(
      <FlexportalProvider client={client}>
        <Beneficiaries onSelect={onSelect} />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Beneficiaries' }, slow);
    type('Search', NAME);
    const link = await screen.findByRole('link', { name: `Hank ${NAME}` }, slow);
    expect(link.getAttribute('href')).toBe(`/manager/transaction-agents/${created.id}`);
    const row = link.closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '31926819 / 601613',
      'NWBKGB2L',
      'NatWest',
      '',
      'Individual',
      'Globex EUR (EUR)',
      'Pay',
    ]);
    expect(
      within(row)
        .getByRole('link', { name: `Pay Hank ${NAME}` })
        .getAttribute('href'),
    ).toBe(`/manager/payments/withdrawal/create?ag=${created.id}`);
    expect(screen.getByRole('link', { name: 'New beneficiary' }).getAttribute('href')).toBe(
      '/manager/transaction-agents/create',
    );

    fireEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: created.id }));
  }, 60_000);

  it('filters by account and by text; nothing matching shows the empty state', async () => {
    render(
      <FlexportalProvider client={client}>
        <Beneficiaries search={NAME} agentHref="#/agents/{id}" withdrawalHref="" />
      </FlexportalProvider>,
    );
    const link = await screen.findByRole('link', { name: `Hank ${NAME}` }, slow);
    expect(link.getAttribute('href')).toBe(`#/agents/${created.id}`);
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull();
    expect(field('Search').value).toBe(NAME);

    await choose('Account', 'Globex USD (USD)');
    expect(await screen.findByText('No beneficiaries found.', {}, slow)).toBeTruthy();
    await choose('Account', 'Globex EUR (EUR)');
    expect(await screen.findByRole('link', { name: `Hank ${NAME}` }, slow)).toBeTruthy();

    type('Search', `${NAME} nobody`);
    fireEvent.keyDown(field('Search'), { key: 'Enter' });
    expect(await screen.findByText('No beneficiaries found.', {}, slow)).toBeTruthy();
  }, 60_000);

  it('PP-6 a manager-reader gets the list read-only: no New beneficiary, no Pay', async () => {
    const reader = await signedIn('reader@acme.test');
    render(
      <FlexportalProvider client={reader}>
        <Beneficiaries />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Wayne Enterprises' }, slow)).toBeTruthy();
    // Wait until the user (and so the role) has arrived, then let React render with it.
    await waitFor(() => expect(reader.cache.peek('auth/me')).toBeDefined(), slow);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('link', { name: 'New beneficiary' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay / })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  }, 60_000);
});
