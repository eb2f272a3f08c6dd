import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { PspSignUp } from './PspSignUp.js';

const slow = { timeout: 20_000 };

describe('<PspSignUp> against the sandbox', () => {
  it('keeps the input on a refusal, then signs up as the merchant', async () => {
    const client = await signedInClient('limited@flexpsp.test');
    render(
      <FlexportalProvider client={client}>
        <PspSignUp />
      </FlexportalProvider>,
    );
    const form = await screen.findByRole('form', { name: 'PSP sign-up' }, slow);
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Website', 'not a url');
    type('Business description', 'Garden tools');
    type('Expected monthly volume', 'lots');
    fireEvent.click(within(form).getByRole('button', { name: /Sign up|Update the sign-up/ }));
    // Issue 38: each refusal in the screen's words, never the server's.
    expect(
      await within(form).findByText(
        "Enter the website's address, such as https://example.com.",
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(
      within(form).getByText('Enter the monthly volume as an amount in EUR, such as 25000.00.'),
    ).toBeTruthy();
    expect(within(form).getByText('Accept the terms to sign up.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('The website must be a valid URL.');
    expect((within(form).getByLabelText('Business description') as HTMLInputElement).value).toBe(
      'Garden tools',
    );
    type('Website', 'https://garden.example');
    type('Expected monthly volume', '25000.00');
    fireEvent.click(within(form).getByLabelText('I accept the terms of the payment provider'));
    fireEvent.click(within(form).getByRole('button', { name: /Sign up|Update the sign-up/ }));
    expect(await screen.findByText(/^Signed up as merchant FXP-\d{6}\.$/, {}, slow)).toBeTruthy();
    const profile = await client.http.data<{ website: string }>('manager/psp-portal');
    expect(profile.website).toBe('https://garden.example');
  }, 40_000);

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    const client = await signedInClient('limited@flexpsp.test');
    render(
      <FlexportalProvider client={client} locale="de">
        <PspSignUp />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'PSP-Anmeldung' }, slow)).toBeTruthy();
  }, 40_000);
});
