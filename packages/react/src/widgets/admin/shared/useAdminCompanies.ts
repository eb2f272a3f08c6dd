import { ADMIN_COMPANIES_READ } from '@flexportal/core';
import { useCallback, useMemo } from 'react';
import { useSharedRead } from '../../../hooks/useSharedRead.js';

/** The companies the administrator's screens name rows by. */
export interface AdminCompanies {
  /** Names a company id (`#id` until the companies are known). */
  companyName: (id: number | null | undefined) => string;
  /** The node type of a company, when known. */
  nodeTypeOf: (id: number) => string | null | undefined;
}

/**
 * The companies (first 100, cached 10 min as AC-9 says for companies) for names and node
 * types, shared by every administrator screen through the client's cache.
 */
export function useAdminCompanies(): AdminCompanies {
  const companies = useSharedRead(ADMIN_COMPANIES_READ);
  const byId = useMemo(
    () => new Map((companies.data ?? []).map((c) => [c.id, c])),
    [companies.data],
  );
  const nodeTypeOf = useCallback((id: number) => byId.get(id)?.node_type, [byId]);
  const companyName = useCallback(
    (id: number | null | undefined) =>
      id === null || id === undefined ? '' : (byId.get(id)?.name ?? `#${id}`),
    [byId],
  );
  return { companyName, nodeTypeOf };
}
