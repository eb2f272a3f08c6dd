import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { AdminIntegrity } from './AdminIntegrity.js';

const slow = { timeout: 20_000 };
let admin: FlexportalClient;
beforeAll(async () => {
  admin = await signedInClient('admin@flexportal.test');
});

describe('<AdminIntegrity> against the sandbox (AC-7admin-15)', () => {
  it('runs a check on a chosen account and lists the result', async () => {
    render(
      <FlexportalProvider client={admin}>
        <AdminIntegrity />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Bank account integrity' })).toBeTruthy();
    const run = screen.getByRole('button', { name: 'Run check' }) as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    const account = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
    const option = await within(account).findByRole('option', { name: /: Globex EUR \(/ }, slow);
    fireEvent.change(account, { target: { value: (option as HTMLOptionElement).value } });
    fireEvent.submit(run);

    // The seeded ledger is consistent: the balance equals the sum of the postings.
    const result = await screen.findByText(/^Globex EUR: balance/, {}, slow);
    expect(within(result.closest('p') as HTMLElement).getByText('Balanced')).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Globex EUR \(#\d+\)/ }, slow);
    expect(within(row).getByText('Balanced')).toBeTruthy();
  }, 60_000);

  it('shows its title in German, downloaded with the locale', async () => {
    render(
      <FlexportalProvider client={admin} locale="de">
        <AdminIntegrity />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Kontenintegrität' }, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Prüfung starten' })).toBeTruthy();
  });
});
