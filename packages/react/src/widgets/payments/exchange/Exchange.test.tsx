import type { FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Exchange } from './Exchange.js';

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@acme.test');
});
const slow = { timeout: 20_000 };
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const selected = (label: string) => select(label).selectedOptions[0]?.textContent ?? '';

describe('<Exchange> against the sandbox', () => {
  it('preselects the default account and the first other-currency fiat account, with the live rate and the total', async () => {
    render(
      <FlexportalProvider client={client}>
        <Exchange />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Exchange' }, slow)).toBeTruthy();
    expect(selected('From account')).toMatch(/^Acme EUR main/);
    expect(selected('To account')).toMatch(/^Acme GBP/);
    // Crypto accounts are no exchange targets (convert is).
    expect([...select('To account').options].some((o) => /BTC/.test(o.text))).toBe(false);
    expect(await screen.findByText(/New rate in \d+ s|Updating rate…/, {}, slow)).toBeTruthy();
    expect(await screen.findByText('You receive', { exact: false }, slow)).toBeTruthy();
  }, 30_000);

  it('PP-4.6-01 a new source keeps an allowed target and replaces one that is not', async () => {
    render(
      <FlexportalProvider client={client}>
        <Exchange />
      </FlexportalProvider>,
    );
    await screen.findByRole('heading', { name: 'Exchange' }, slow);
    const gbp = [...select('From account').options].find((o) => /Acme GBP/.test(o.text));
    fireEvent.change(select('From account'), { target: { value: gbp?.value } });
    // GBP to GBP is no exchange: the target moves to the first allowed one.
    await waitFor(() => expect(selected('To account')).toMatch(/^Acme EUR main/));
  }, 30_000);
});
