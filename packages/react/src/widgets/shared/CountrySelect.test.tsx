import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../provider/FlexportalProvider.js';
import { signedInClient } from '../../testing/sandbox.test-utils.js';
import { BeneficiaryForm } from '../beneficiaries/BeneficiaryForm.js';
import { CountrySelect } from './CountrySelect.js';

// Against the real sandbox, whose countries dictionary is every ISO 3166-1 country.
const slow = { timeout: 20_000 };

/** A fetch that answers the countries file with a 500 while `failing.on` is true. */
function flakyCountries() {
  const failing = { on: true, refused: 0 };
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (failing.on && url.endsWith('/dictionaries/files/countries')) {
      failing.refused += 1;
      return Promise.resolve(Response.json({ message: 'Server Error' }, { status: 500 }));
    }
    return globalThis.fetch(input, init);
  };
  return { failing, fetch };
}

function Picker() {
  const [value, setValue] = useState('');
  return (
    <>
      <CountrySelect label="Country" name="country" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('<CountrySelect> against the sandbox (issue 38)', () => {
  it('offers the whole dictionary by name and gives the code', async () => {
    const client = await signedInClient('manager@globex.test');
    render(
      <FlexportalProvider client={client}>
        <Picker />
      </FlexportalProvider>,
    );
    // The picker loads with its field, then the list: the field is read afresh until then.
    const country = () => screen.getByLabelText('Country') as HTMLSelectElement;
    await waitFor(
      () => expect(within(country()).getByRole('option', { name: 'Zimbabwe' })).toBeTruthy(),
      slow,
    );
    const select = country();
    // Every country and the empty choice: not the nine of an older sandbox.
    expect(select.options).toHaveLength(250);
    expect(within(select).getByRole('option', { name: 'Afghanistan' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'JP' } });
    expect(screen.getByRole('status').textContent).toBe('JP');
    expect(select.value).toBe('JP');
  }, 30_000);

  it('says a failed list in a sentence, and Try again loads it', async () => {
    const { failing, fetch } = flakyCountries();
    const client = await signedInClient('manager@globex.test', fetch);
    render(
      <FlexportalProvider client={client}>
        <Picker />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText(
        'The list of countries could not be loaded. Check the connection and try again.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(failing.refused).toBeGreaterThan(0);
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(select.options).toHaveLength(1);
    failing.on = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await within(select).findByRole('option', { name: 'Germany' }, slow);
    expect(select.options).toHaveLength(250);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  }, 30_000);

  it('keeps what was typed in the other fields through the failure and the retry', async () => {
    const { failing, fetch } = flakyCountries();
    const client = await signedInClient('manager@globex.test', fetch);
    render(
      <FlexportalProvider client={client} locale="de">
        <BeneficiaryForm />
      </FlexportalProvider>,
    );
    const retries = await screen.findAllByRole('button', { name: 'Erneut versuchen' }, slow);
    // Both pickers (the payee's and the bank's) read the one list, so both say so.
    expect(retries).toHaveLength(2);
    const name = screen.getByLabelText('Firmenname') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Globex Retry GmbH' } });
    failing.on = false;
    fireEvent.click(retries[0] as HTMLElement);
    const country = screen.getByLabelText('Land') as HTMLSelectElement;
    await within(country).findByRole('option', { name: 'Germany' }, slow);
    fireEvent.change(country, { target: { value: 'DE' } });
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'Erneut versuchen' })).toHaveLength(0),
    );
    expect(name.value).toBe('Globex Retry GmbH');
    expect(country.value).toBe('DE');
    expect((screen.getByLabelText('Land der Bank') as HTMLSelectElement).options).toHaveLength(250);
  }, 30_000);
});
