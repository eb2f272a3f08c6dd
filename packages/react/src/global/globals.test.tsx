import { createClient, createMemoryStorage, type FlexportalClient } from '@flexportal/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, inject, it, vi } from 'vitest';
import { FlexportalProvider } from '../provider/FlexportalProvider.js';
import { FlexportalGlobals } from './FlexportalGlobals.js';

function mount(onLogout = vi.fn()) {
  const client: FlexportalClient = createClient({
    baseURL: inject('sandboxApiUrl'),
    storage: createMemoryStorage(),
  });
  render(
    <FlexportalProvider client={client}>
      <FlexportalGlobals onLogout={onLogout} />
    </FlexportalProvider>,
  );
  return { client, onLogout };
}

describe('global helpers', () => {
  it('the two-factor modal opens on a challenge, takes six digits, and closing cancels (PP-4.3)', () => {
    const { client } = mount();
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    act(() => client.otp.challenge('google'));
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), {
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
        message: 'Server Error, please try again later',
        button: 'Ok, got it!',
        icon: 'error',
      }),
    );
    expect(screen.getByText('Server Error, please try again later')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ok, got it!' }));
    expect(screen.queryByText('Server Error, please try again later')).toBeNull();
  });
});
