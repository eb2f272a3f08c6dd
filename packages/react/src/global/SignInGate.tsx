import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useHydrated } from '../hooks/useHydrated.js';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { SignInForm } from './SignInForm.js';

/** Props of {@link SignInGate}. */
export interface SignInGateProps {
  /** The screen, shown once a session exists. */
  children: ReactNode;
}

/**
 * Shows its children when the client has a session; otherwise first asks the host's token
 * provider (if any), then lets the user sign in inside the widget (core's
 * `client.session.login`, `auth/login`). The token
 * goes to the client's session only: never to an attribute, a URL or the host page's DOM.
 */
export function SignInGate({ children }: SignInGateProps) {
  const client = useFlexportalClient();
  const t = useT();
  const hydrated = useHydrated();
  const stored = useStore(client.session.store, (s) => s.authenticated);
  // The session comes from storage: the server has none, so neither has the first frame.
  const authenticated = hydrated && stored;
  const [checked, setChecked] = useState(authenticated);
  // A layout effect, not a passive one: without a session ensureFresh usually settles in a
  // microtask, and the sign-in form then replaces "Loading…" before the first paint instead
  // of a frame later (passive effects wait for the next frame; P2 counts that frame).
  useLayoutEffect(() => {
    if (checked || !hydrated) return;
    let live = true;
    client.session.ensureFresh().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [client, checked, hydrated]);
  if (authenticated) return <>{children}</>;
  if (!checked) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <SignInForm
      send={(email, password, request) => client.session.login(email, password, request)}
    />
  );
}
