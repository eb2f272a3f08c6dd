import { convertAmount, type FlexportalClient } from '@flexportal/core';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Convert } from './Convert.js';

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@acme.test');
});
const slow = { timeout: 20_000 };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('<Convert> against the sandbox', () => {
  it('defaults to 1 and computes the amount received at the live rate (PP-5-19); TRX is excluded (PP-5-17)', async () => {
    render(
      <FlexportalProvider client={client}>
        <Convert />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Convert' }, slow)).toBeTruthy();
    expect(input('Amount').value).toBe('1');
    const from = screen.getByLabelText('From account') as HTMLSelectElement;
    expect([...from.options].some((o) => /TRX/.test(o.text))).toBe(false);
    await waitFor(() => {
      const rate = document.querySelector('[data-rate]')?.getAttribute('data-rate');
      expect(rate).toBeTruthy();
      expect(input('Amount received').value).toBe(convertAmount('1', rate as string, 'buy', 8));
    }, slow);
  }, 30_000);

  it('shows its title in German', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <Convert />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Konvertieren' }, slow)).toBeTruthy();
  }, 30_000);
});
