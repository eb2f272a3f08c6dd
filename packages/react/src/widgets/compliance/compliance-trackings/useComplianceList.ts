import type { ComplianceTracking } from '@flexportal/core/contract';
import { useCallback, useEffect, useState } from 'react';
import type { ListLoader } from '../../../lists/index.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** The list's filter keys, the API's own query names. */
export const COMPLIANCE_FILTER_KEYS: readonly string[] = ['status', 'category'];

/** Live events after which a compliance list loads again (AC-7live-03/04). */
const EVENTS = [
  'compliance.created',
  'compliance.updated',
  'kyc-file.created',
  'kyc-file.updated',
] as const;

/**
 * Loads pages of `path` (`compliance-trackings`, or one subject's
 * `.../{entity}/{entity_id}`) with the list's filters; the loader is replaced, so the
 * page loads again, whenever a compliance or KYC file event arrives.
 */
export function useComplianceList(path: string): ListLoader<ComplianceTracking> {
  const client = useFlexportalClient();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const offs = EVENTS.map((e) => client.live.on(e, bump));
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger to load again
  return useCallback<ListLoader<ComplianceTracking>>(
    ({ page, per_page, filters }, signal) =>
      client.http.list<ComplianceTracking>(
        path,
        { page, per_page },
        {
          query: {
            status: typeof filters.status === 'string' ? filters.status : undefined,
            category: typeof filters.category === 'string' ? filters.category : undefined,
          },
          signal,
        },
      ),
    [client, path, version],
  );
}
