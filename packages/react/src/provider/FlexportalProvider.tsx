import type { FlexportalClient } from '@flexportal/core';
import { createContext, type ReactNode, useContext } from 'react';

const ClientContext = createContext<FlexportalClient | null>(null);

/** Props of {@link FlexportalProvider}. */
export interface FlexportalProviderProps {
  /** The client every screen below uses; create it once with `createClient`. */
  client: FlexportalClient;
  children?: ReactNode;
}

/** Gives every Flexportal screen below it the same client. */
export function FlexportalProvider({ client, children }: FlexportalProviderProps) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The client of the nearest {@link FlexportalProvider}; throws outside one. */
export function useFlexportalClient(): FlexportalClient {
  const client = useContext(ClientContext);
  if (!client) {
    throw new Error('Flexportal screens must be rendered inside <FlexportalProvider client={...}>');
  }
  return client;
}
