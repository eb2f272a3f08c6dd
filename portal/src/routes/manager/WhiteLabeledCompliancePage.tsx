import { ComplianceTrackings } from '@flexportal/react/compliance-trackings';

/**
 * manager.white-labeled.compliance: the compliance trackings of the company's white-labeled
 * children (AC-7mgr-28/29), page and filters in the URL; rows do not link (a tracking
 * belongs to the other company).
 */
export default function WhiteLabeledCompliancePage() {
  return <ComplianceTrackings source="white-labeled" trackingHref="" syncUrl />;
}
