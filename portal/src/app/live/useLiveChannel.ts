import { isManager } from '@flexportal/core';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { auth, client } from '../portalClient.js';

/**
 * Where the Pusher-protocol server is. The portal reaches it same-origin (the dev and
 * preview servers forward `/app` to the sandbox), so the CSP's `connect-src 'self'` holds.
 */
function liveConfig() {
  const { hostname, port, protocol } = window.location;
  const tls = protocol === 'https:';
  return {
    key: import.meta.env.VITE_LIVE_KEY ?? 'sandbox-key',
    options: {
      // pusher-js insists on a cluster; with wsHost set it is not used.
      cluster: 'sandbox',
      wsHost: hostname,
      wsPort: Number(port || 80),
      wssPort: Number(port || 443),
      forceTLS: tls,
      enabledTransports: tls ? ['wss'] : ['ws'],
      disableStats: true,
    },
  };
}

/** Keeps the live channel connected while a manager is signed in (AC-7live). */
export function useLiveChannel(): void {
  const user = useStore(auth.store, (s) => s.user);
  const company = user?.company as { id?: number } | null | undefined;
  const companyId = isManager(user) ? (company?.id ?? null) : null;
  useEffect(() => {
    if (companyId === null) return;
    void client.live.connect(liveConfig(), companyId);
    return () => client.live.disconnect();
  }, [companyId]);
}
