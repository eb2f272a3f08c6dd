import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { ComplianceTrackings } from './ComplianceTrackings.js';

const slow = { timeout: 20_000 };

describe('<ComplianceTrackings> against the sandbox', () => {
  it("lists the company's trackings with status, category and a link to the subject", async () => {
    const client = await signedInClient('reader@acme.test');
    render(
      <FlexportalProvider client={client}>
        <ComplianceTrackings />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Compliance trackings' }, slow)).toBeTruthy();
    // The skeleton table is replaced by the loaded one: find a row's text first.
    const cell = await screen.findByText('Transaction #1', {}, slow);
    const table = cell.closest('table') as HTMLTableElement;
    expect(within(table).getByRole('link', { name: '3' }).getAttribute('href')).toBe(
      '/manager/compliance-trackings/transaction/1/3',
    );
    // Its proof of address was declined in the seed (issue 38): Acme has documents to hand in.
    expect(within(table).getByText('Declined')).toBeTruthy();
    expect(within(table).getAllByText('Verified').length).toBeGreaterThan(0);
    expect(within(table).queryByText(/^User #/)).toBeNull();
  }, 30_000);

  it("shows one subject's trackings, in German", async () => {
    const client = await signedInClient('reader@acme.test');
    render(
      <FlexportalProvider client={client} locale="de">
        <ComplianceTrackings entity="transaction" entityId={1} />
      </FlexportalProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Compliance-Prüfungen von Transaktion #1' }, slow),
    ).toBeTruthy();
    const cell = await screen.findByText('Transaktion #1', {}, slow);
    const table = cell.closest('table') as HTMLElement;
    expect(within(table).getByText('Abgelehnt')).toBeTruthy();
    expect(within(table).queryByText('Unternehmen #1')).toBeNull();
  }, 30_000);
  it("shows the owner its affiliates' trackings (source affiliates), without links", async () => {
    const client = await signedInClient('reader@acme.test');
    render(
      <FlexportalProvider client={client}>
        <ComplianceTrackings source="affiliates" trackingHref="" />
      </FlexportalProvider>,
    );
    const cell = await screen.findByText(/^Company #\d+$/, {}, slow);
    const table = cell.closest('table') as HTMLTableElement;
    expect(within(table).queryByText('Transaction #1')).toBeNull();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(within(table).getAllByText('Open').length).toBeGreaterThan(0);
  }, 30_000);
});
