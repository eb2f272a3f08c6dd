import { ComplianceTrackings } from '@flexportal/react/compliance-trackings';

/**
 * manager.affiliates.compliance: the compliance trackings of the company's affiliates (AC-7mgr-28/29), page and
 * filters in the URL; rows do not link (a tracking belongs to the other company).
 */
export default function AffiliatesCompliancePage() {
  return <ComplianceTrackings source="affiliates" trackingHref="" syncUrl />;
}
