import type { FlexportalClient } from '@flexportal/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient as signedIn } from '../../../testing/sandbox.test-utils.js';
import { SendFundsAffiliate } from './SendFundsAffiliate.js';

// Against the real sandbox: Hooli is Acme's affiliate; Globex is nobody's.
const slow = { timeout: 20_000 };
let hooli: FlexportalClient;
let globex: FlexportalClient;
beforeAll(async () => {
  hooli = await signedIn('manager@hooli.test');
  globex = await signedIn('manager@globex.test');
});

describe('<SendFundsAffiliate> against the sandbox', () => {
  it('names the owner and offers its accounts in the currency of the chosen account', async () => {
    render(
      <FlexportalProvider client={hooli}>
        <SendFundsAffiliate />
      </FlexportalProvider>,
    );
    await screen.findByText(/The funds go to Acme Ltd/, undefined, slow);
    const to = screen.getByLabelText('To account of the owner') as HTMLSelectElement;
    await within(to).findByRole('option', { name: 'Acme EUR main (EUR)' }, slow);
    expect(within(to).queryByRole('option', { name: /GBP/ })).toBeNull();
    const from = screen.getByLabelText('From account') as HTMLSelectElement;
    expect(from.selectedOptions[0]?.textContent).toMatch(/^Hooli EUR/);
  }, 30_000);

  it('says so to a company that is no affiliate, in German', async () => {
    render(
      <FlexportalProvider client={globex} locale="de">
        <SendFundsAffiliate />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByText(
        'Ihr Unternehmen ist kein Affiliate eines anderen Unternehmens.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  }, 30_000);
});
