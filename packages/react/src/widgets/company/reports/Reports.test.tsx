import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { Reports } from './Reports.js';

// Behaviour through the UI against the real sandbox; the reports are Globex's own.
const slow = { timeout: 20_000 };
let client: FlexportalClient;
beforeAll(async () => {
  client = await signedIn('manager@globex.test');
});

/** The generate form (the list's column chooser has labels of the same words). */
const form = () => screen.getByRole('form');

async function choose(label: string, text: string) {
  const select = within(form()).getByLabelText(label) as HTMLSelectElement;
  const option = (await within(select).findByRole(
    'option',
    { name: text },
    slow,
  )) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('<Reports> against the sandbox', () => {
  it('generates a report and shows it Ready with a download once the job is done', async () => {
    render(
      <FlexportalProvider client={client}>
        <Reports />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Reports' }, slow);
    await choose('Bank account', 'Globex EUR (EUR)');
    await choose('Period', 'Total');
    fireEvent.click(within(form()).getByLabelText('Excel (xlsx)'));
    fireEvent.submit(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(
      'The report is being generated. You will be notified when it is ready.',
      undefined,
      slow,
    );
    const button = await screen.findAllByRole(
      'button',
      { name: /^Download Approved transactions, Globex EUR/ },
      slow,
    );
    expect(button.length).toBeGreaterThan(0);
    const row = button[0]?.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ready')).toBeTruthy();
    expect(within(row).getByText('Excel (xlsx)')).toBeTruthy();
  }, 30_000);

  it('keeps the choice and shows the message beside the field when no account is chosen', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <Reports />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Berichte' }, slow);
    await choose('Zeitraum', 'Aktuelles Jahr');
    fireEvent.submit(screen.getByRole('button', { name: 'Erstellen' }));
    const select = within(form()).getByLabelText('Bankkonto') as HTMLSelectElement;
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'), slow);
    expect((within(form()).getByLabelText('Zeitraum') as HTMLSelectElement).value).toBe(
      'current_year',
    );
  }, 30_000);
});
