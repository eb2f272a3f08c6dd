import type { FlexportalClient } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Transfer } from './Transfer.js';

let client: FlexportalClient;
beforeAll(async () => {
  client = await signedInClient('manager@acme.test');
});
const slow = { timeout: 20_000 };

describe('<Transfer> against the sandbox', () => {
  it('moves within one currency: default 100, a same-currency target, no rate, the total', async () => {
    render(
      <FlexportalProvider client={client}>
        <Transfer />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Transfer' }, slow)).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('100');
    const to = screen.getByLabelText('To account') as HTMLSelectElement;
    expect(to.selectedOptions[0]?.textContent).toMatch(/^Acme EUR free market/);
    expect(await screen.findByText('Total', { exact: false }, slow)).toBeTruthy();
    expect(screen.queryByText(/New rate in/)).toBeNull();
  }, 30_000);
});
