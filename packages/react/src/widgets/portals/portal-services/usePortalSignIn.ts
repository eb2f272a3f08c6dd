import { safeSignInUrl } from '@flexportal/core';
import { useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** The sign-in to a remote portal. */
export interface PortalSignInModel {
  /** The sign-in call is in flight. */
  busy: boolean;
  /** The last sign-in failed. */
  failed: boolean;
  /** The url, when the browser blocked the new tab: the view offers it as a link. */
  blockedUrl: string | null;
  /** Asks for the sign-in url and opens it in a new tab (AC-7mgr-32). */
  signIn: () => void;
}

/**
 * Signing in to a remote portal: the tab is opened on the click, before the call, so the
 * browser counts it as the user's (a tab opened after an await is blocked as a pop-up), then
 * sent to the url the server returns; `portalUrl` is where the remote portal sends the user
 * back, signed in (`/portals/{service}/{key}` there).
 */
export function usePortalSignIn(service: string, portalUrl: string): PortalSignInModel {
  const client = useFlexportalClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const signIn = () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    setFailed(false);
    setBlockedUrl(null);
    client.http
      .data<unknown>(`manager/portals/${service}/sign-in`, {
        query: { return_to: new URL(portalUrl).origin },
      })
      .then((answer) => {
        const url = safeSignInUrl(answer);
        if (!url) throw new Error('No sign-in url');
        if (!tab) return setBlockedUrl(url);
        // The remote portal must not reach back into this page.
        tab.opener = null;
        tab.location.href = url;
      })
      .catch(() => {
        tab?.close();
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };
  return { busy, failed, blockedUrl, signIn };
}
