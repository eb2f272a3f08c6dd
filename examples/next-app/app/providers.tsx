'use client';
// The one client component a Next.js app writes for Flexportal: it makes the client in the
// browser's module graph (one per tab, never shared by server requests) and provides it.
import { createClient } from '@flexportal/core';
import { FlexportalProvider } from '@flexportal/react';
import { type ReactNode, useState } from 'react';

export function Providers({ children }: { children: ReactNode }) {
  // Per mounted app, not per module: on the server a module lives across requests.
  const [client] = useState(() =>
    createClient({ baseURL: '/api/v2', clientVersion: 'example-next-app' }),
  );
  return <FlexportalProvider client={client}>{children}</FlexportalProvider>;
}
