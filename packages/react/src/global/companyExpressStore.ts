import type { FlexportalClient } from '@flexportal/core';
import { useCallback } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useFlexportalClient } from '../provider/FlexportalProvider.js';

/** What the express data entry modal shows: the company it edits, or null while closed. */
interface CompanyExpressState {
  companyId: number | null;
  /** The mounted place that draws the modal: the first screen offering it, one per client. */
  owner: object | null;
}

const stores = new WeakMap<FlexportalClient, StoreApi<CompanyExpressState>>();

/**
 * The express data entry modal's state of one client (PP-2.5-10): every screen of that
 * client opens the one modal, like the two-factor modal is the client's one prompt.
 */
export function companyExpressStore(client: FlexportalClient): StoreApi<CompanyExpressState> {
  let store = stores.get(client);
  if (!store) {
    store = createStore<CompanyExpressState>(() => ({ companyId: null, owner: null }));
    stores.set(client, store);
  }
  return store;
}

/**
 * The one opener of the express data entry modal for company data (PP-2.5-10): any screen
 * calls it with a company's id; the modal, mounted by the first screen that offers it,
 * opens on that company.
 */
export function useCompanyExpress(): (companyId: number) => void {
  const client = useFlexportalClient();
  return useCallback(
    (companyId: number) => companyExpressStore(client).setState({ companyId }),
    [client],
  );
}
