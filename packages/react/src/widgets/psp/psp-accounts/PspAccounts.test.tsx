import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { PspAccounts } from './PspAccounts.js';

const slow = { timeout: 20_000 };

describe('<PspAccounts> against the sandbox', () => {
  it('lists the accounts, opens a PSP account showing its token once, and revokes it', async () => {
    const client = await signedInClient('limited@flexpsp.test');
    render(
      <FlexportalProvider client={client}>
        <PspAccounts />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('rowheader', { name: 'FlexPSP EUR' }, slow)).toBeTruthy();
    const select = screen.getByLabelText('PSP account type for FlexPSP EUR') as HTMLSelectElement;
    const type = [...select.options].find((o) => o.value)?.value as string;
    fireEvent.change(select, { target: { value: type } });
    const row = screen.getByRole('row', { name: /FlexPSP EUR/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Open' }));
    const token = await screen.findByTestId('psp-token', {}, slow);
    expect(token.textContent).toMatch(/^psp_[0-9a-f]{48}$/);
    const label = type === 'collection' ? 'Collection' : 'Settlement';
    const revoke = await screen.findByRole(
      'button',
      { name: `Revoke the ${label} token of FlexPSP EUR` },
      slow,
    );
    // The row shows the token's end only.
    expect(screen.getByRole('row', { name: /FlexPSP EUR/ }).textContent).toContain(
      `…${token.textContent?.slice(-4)}`,
    );
    fireEvent.click(revoke);
    expect(
      await screen.findByText(`The ${label} token of FlexPSP EUR is revoked.`, {}, slow),
    ).toBeTruthy();
    expect(screen.queryByTestId('psp-token')).toBeNull();
    // The list reloads: the account's token shows revoked.
    expect(await screen.findByText('Token revoked', {}, slow)).toBeTruthy();
  }, 40_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    const client = await signedInClient('limited@flexpsp.test');
    render(
      <FlexportalProvider client={client} locale="de">
        <PspAccounts />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'PSP-Konten' }, slow)).toBeTruthy();
  }, 40_000);
});
