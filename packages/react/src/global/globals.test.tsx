import {
  chunkFailedAlert,
  createClient,
  createMemoryStorage,
  ERROR_CODE,
  type FlexportalClient,
} from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, inject, it, vi } from 'vitest';
import { type Locale, loadLocale } from '../i18n/translate.js';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { FlexportalGlobals } from './FlexportalGlobals.js';

function mount(onLogout = vi.fn(), locale: Locale = 'en') {
  const client: FlexportalClient = createClient({
    baseURL: inject('sandboxApiUrl'),
    storage: createMemoryStorage(),
  });
  render(
    <FlexportalProvider client={client} locale={locale}>
      <FlexportalGlobals onLogout={onLogout} />
    </FlexportalProvider>,
  );
  return { client, onLogout };
}

describe('global helpers', () => {
  it('the two-factor modal opens on a challenge, takes six digits, and closing cancels (PP-4.3)', async () => {
    const { client } = mount();
    client.otp.onCode(() => true); // a form resubmitting with the code
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    act(() => client.otp.challenge('google'));
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    // The six boxes load at the first challenge (their own chunk).
    fireEvent.paste(await screen.findByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '123456' },
    });
    expect(client.otp.store.getState()).toMatchObject({ code: '123456', submitting: true });
    expect(screen.getByText('Code accepted. Verification process...')).toBeTruthy();
    act(() => client.otp.challenge('google', 'The code is invalid'));
    expect(screen.getByRole('alert').textContent).toBe('The code is invalid');
    // Escape on a modal <dialog> fires 'cancel': the pending request is canceled.
    const dialog = screen
      .getByRole('heading', { name: 'Two-factor authentication' })
      .closest('dialog');
    act(() => {
      dialog?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(client.otp.store.getState()).toMatchObject({ required: false, canceled: true });
  });

  it('the modal repeats what it approves, sends e-mail users to their inbox, and Cancel closes it', async () => {
    const { client } = mount();
    act(() => {
      client.otp.challenge('email');
      client.otp.describe([
        { label: 'Amount', value: '12.34 EUR' },
        { label: 'Payee', value: 'Wayne Enterprises' },
      ]);
    });
    const dialog = screen.getByRole('dialog', { name: 'Two-factor authentication' });
    expect(dialog.textContent).toContain('We have sent a 6-digit code to your e-mail.');
    expect([...dialog.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual([
      'Amount',
      '12.34 EUR',
      'Payee',
      'Wayne Enterprises',
    ]);
    // Six digits nobody resubmits with: no 'Code accepted' that would never end.
    fireEvent.paste(await screen.findByLabelText('Digit 1 of 6'), {
      clipboardData: { getData: () => '123456' },
    });
    expect(screen.queryByText('Code accepted. Verification process...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(client.otp.store.getState()).toMatchObject({ required: false, canceled: true });
    expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull();
  });

  it('warns before the session expires; Stay Logged In refreshes, and a refused refresh ends the session (PP-4.8)', async () => {
    const { client } = mount();
    act(() => {
      client.session.setToken({
        access_token: 'not-a-real-token',
        expires_at: Math.floor(Date.now() / 1000) + 60,
      });
      client.session.check();
    });
    expect(screen.getByRole('heading', { name: 'Your Session is About to Expire' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    // The real sandbox refuses the bogus token: the session is purged and the warning goes.
    await waitFor(() => expect(client.session.store.getState().authenticated).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Your Session is About to Expire' })).toBeNull();
  });

  it('shows the catalogue alert with its exact button text (PP-8-01)', () => {
    const { client } = mount();
    act(() =>
      client.events.emit('alert', {
        kind: 'server-error',
        message: ERROR_CODE.serverError,
        button: ERROR_CODE.serverErrorButton,
        icon: 'error',
      }),
    );
    expect(screen.getByText('Server Error, please try again later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok, got it!' }));
    expect(screen.queryByText('Server Error, please try again later')).toBeNull();
  });

  it("says 'Loading chunk failed' when a screen's chunk fails or times out (PP-9-13)", () => {
    const { client } = mount();
    act(() => client.events.emit('alert', chunkFailedAlert()));
    expect(screen.getByRole('alert').textContent).toBe('Loading chunk failed');
    fireEvent.click(screen.getByRole('button', { name: 'Ok, got it!' }));
    expect(screen.queryByText('Loading chunk failed')).toBeNull();
  });

  it("shows core's codes in the chosen language, and a server's message as it is (PP-8, PP-4.8)", async () => {
    // German is downloaded on demand; a host that knows its language loads it first.
    await loadLocale('de');
    const { client } = mount(vi.fn(), 'de');
    act(() =>
      client.events.emit('alert', {
        kind: 'server-error',
        message: ERROR_CODE.serverError,
        button: ERROR_CODE.serverErrorButton,
        icon: 'error',
      }),
    );
    expect(screen.getByText('Serverfehler, bitte versuchen Sie es später erneut')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK, verstanden!' }));
    // The default of the maintenance dialog is ours; the server's own message is not.
    act(() =>
      client.events.emit('alert', { kind: 'maintenance', message: ERROR_CODE.maintenance }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Wartungsmodus');
    fireEvent.click(screen.getByRole('button', { name: 'OK, verstanden!' }));
    act(() => client.events.emit('alert', { kind: 'maintenance', message: 'Back at 10:00 UTC' }));
    expect(screen.getByRole('alert').textContent).toBe('Back at 10:00 UTC');
    fireEvent.click(screen.getByRole('button', { name: 'OK, verstanden!' }));

    client.otp.onCode(() => true); // a form resubmitting with the code
    act(() => client.otp.challenge('google'));
    fireEvent.paste(await screen.findByLabelText('Ziffer 1 von 6'), {
      clipboardData: { getData: () => '123456' },
    });
    expect(screen.getByText('Code akzeptiert. Überprüfung läuft…')).toBeTruthy();
    act(() => client.otp.cancel());

    act(() => {
      client.session.setToken({
        access_token: 'not-a-real-token',
        expires_at: Math.floor(Date.now() / 1000) + 60,
      });
      client.session.check();
    });
    expect(screen.getByRole('heading', { name: 'Ihre Sitzung läuft bald ab' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeTruthy();
  });
});
