import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { Kyc } from './Kyc.js';

const slow = { timeout: 20_000 };

describe('<Kyc> against the sandbox', () => {
  it('holds kyc@umbrella.test on the files stage with its required files', async () => {
    const client = await signedInClient('kyc@umbrella.test');
    const onStageChange = vi.fn();
    const onReleased = vi.fn();
    render(
      <FlexportalProvider client={client}>
        <Kyc onStageChange={onStageChange} onReleased={onReleased} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Verification' }, slow)).toBeTruthy();
    const steps = await screen.findByRole('list', { name: 'Verification steps' }, slow);
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Documents: current step', 'Form', 'Review']);
    expect(await screen.findByLabelText('Choose a file for Passport or ID card')).toBeTruthy();
    expect(screen.getByLabelText('Choose a file for Proof of address')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your full name as signature' })).toBeTruthy();
    expect(onStageChange).toHaveBeenCalledWith({ stage: 'files' });
    expect(onReleased).not.toHaveBeenCalled();
  }, 30_000);

  it('tells a user with nothing to verify so, and releases them', async () => {
    const client = await signedInClient('manager@globex.test');
    const onReleased = vi.fn();
    render(
      <FlexportalProvider client={client} locale="de">
        <Kyc onReleased={onReleased} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Verifizierung' }, slow)).toBeTruthy();
    expect(
      await screen.findByText(
        'Es ist nichts mehr zu verifizieren. Sie können das Portal nutzen.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(onReleased).toHaveBeenCalledTimes(1);
  }, 30_000);
});
