import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { PspIntegration } from './PspIntegration.js';

const slow = { timeout: 20_000 };

describe('<PspIntegration> against the sandbox', () => {
  it('shows the merchant id and the links the payment provider uses', async () => {
    const client = await signedInClient('limited@flexpsp.test');
    render(
      <FlexportalProvider client={client}>
        <PspIntegration portalUrl="https://portal.example" />
      </FlexportalProvider>,
    );
    expect(await screen.findByText(/^FXP-\d{6}$/, {}, slow)).toBeTruthy();
    expect(
      screen.getByText('https://portal.example/flexpsp/auth/{user_id}/{auth_key}'),
    ).toBeTruthy();
    expect(screen.getByText(/withdrawal\/create\?fx=1/)).toBeTruthy();
  }, 40_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    const client = await signedInClient('limited@flexpsp.test');
    render(
      <FlexportalProvider client={client} locale="de">
        <PspIntegration />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'PSP-Integration' }, slow)).toBeTruthy();
  }, 40_000);
});
