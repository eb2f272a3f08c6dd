import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '../../../provider/FlexportalProvider.js';
import { signedInClient } from '../../../testing/sandbox.test-utils.js';
import { PortalServices } from './PortalServices.js';

const slow = { timeout: 20_000 };

const show = async (email: string, props: Parameters<typeof PortalServices>[0] = {}) => {
  const client = await signedInClient(email);
  render(
    <FlexportalProvider client={client}>
      <PortalServices {...props} />
    </FlexportalProvider>,
  );
  return client;
};

describe('<PortalServices> against the sandbox', () => {
  it('lists the fourteen services and opens the one signed up to, with its remote accounts', async () => {
    await show('manager@acme.test');
    const nav = await screen.findByRole('navigation', { name: 'Services' }, slow);
    expect(within(nav).getAllByRole('button')).toHaveLength(14);
    const current = within(nav).getByRole('button', { current: true });
    expect(current.textContent).toContain('Free Market');
    expect(current.textContent).toContain('Signed up');
    expect(await screen.findByRole('button', { name: 'Sign in to Free Market' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'free market EUR' }, slow)).toBeTruthy();
  });

  it('signs up with the questionnaire, keeps the input on a refusal, then shows the service signed up', async () => {
    await show('manager@acme.test', { portalService: 'openpayd' });
    const form = await screen.findByRole('form', { name: 'Sign up to Openpayd' }, slow);
    const type = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Company name', 'Acme Ltd');
    // No country chosen: the server's refusal sits beside the picker.
    fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
    // Issue 38: the catalogue's sentence (the field is empty), never the server's words.
    await waitFor(() => {
      const country = form.querySelector('select[name="country"]');
      const error = document.getElementById(country?.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe('This field is required.');
    }, slow);
    expect(document.body.textContent).not.toContain('The country must be a two-letter code.');
    expect((within(form).getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Acme Ltd',
    );
    // The picker (loaded with its field) offers the whole dictionary by name and sends the
    // code (issue 38).
    await waitFor(
      () =>
        expect(within(form).getByLabelText('Country').querySelectorAll('option').length).toBe(250),
      slow,
    );
    expect(
      within(within(form).getByLabelText('Country')).getByRole('option', { name: 'Germany' }),
    ).toBeTruthy();
    type('Country', 'DE');
    type('Registration number', 'HRB 1');
    type('Contact email', 'ops@acme.test');
    fireEvent.click(within(form).getByLabelText("I accept the portal's terms"));
    fireEvent.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Sign in to Openpayd' }, slow)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Services' });
    expect(within(nav).getByRole('button', { current: true }).textContent).toContain('Signed up');
  });

  it('says so to a company without the portals feature', async () => {
    await show('manager@globex.test');
    expect(
      await screen.findByText('Portal services are not enabled for your company.', {}, slow),
    ).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    const client = createClient({
      baseURL: inject('sandboxApiUrl'),
      storage: createMemoryStorage(),
    });
    await client.session.login('manager@acme.test', 'Sandbox#2026');
    render(
      <FlexportalProvider client={client} locale="de">
        <PortalServices />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Portal-Dienste' }, slow)).toBeTruthy();
  });
});
