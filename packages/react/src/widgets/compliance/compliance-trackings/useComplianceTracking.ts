import { COMPLIANCE_SUBJECTS } from '@flexportal/core';
import type { ComplianceSubject, ComplianceTracking } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { TRACKINGS_KEY, TRACKINGS_TTL_MS } from '../kyc/useVerification.js';
import { findTracking } from './findTracking.js';

/**
 * The company's tracking `trackingId` (null: not found), read through the cache under the
 * compliance key, so a write on its files or a live compliance event reads it again. It is
 * found in the subject's list (`compliance-trackings/{entity}/{entity_id}`) when the address
 * names the subject, else in the company's list (a notification knows only the id).
 */
export function useComplianceTracking(
  trackingId: number,
  entity: string | undefined,
  entityId: number | undefined,
): Resource<ComplianceTracking | null> {
  const client = useFlexportalClient();
  const subject =
    COMPLIANCE_SUBJECTS.includes(entity as ComplianceSubject) && entityId
      ? `${entity}/${entityId}`
      : null;
  const listPath = subject ? `${TRACKINGS_KEY}/${subject}` : TRACKINGS_KEY;
  return useCached<ComplianceTracking | null>(
    `${TRACKINGS_KEY}/tracking/${trackingId}/${subject ?? 'company'}`,
    () =>
      findTracking(trackingId, async (page) => {
        const { items, meta } = await client.http.list<ComplianceTracking>(listPath, {
          page,
          per_page: 100,
        });
        return { items, lastPage: meta.last_page };
      }),
    TRACKINGS_TTL_MS,
  );
}
