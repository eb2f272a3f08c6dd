import { createClient } from '@flexportal/core';
import { createToasts } from '@flexportal/react';
import { createAuth } from './auth/createAuth.js';

// The portal is one app with one signed-in user: one client and one auth, made here.
export const client = createClient({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api/v2',
  clientVersion: import.meta.env.VITE_CLIENT_VERSION ?? '0.1.0',
});

/** The release this build belongs to; a server reporting another logs the user out (PP-2.2-10). */
export const RELEASE_VERSION =
  import.meta.env.VITE_RELEASE_VERSION ?? import.meta.env.VITE_CLIENT_VERSION ?? '0.1.0';

export const auth = createAuth(client);

/** The portal's toasts; screens show theirs here. */
export const toasts = createToasts();
