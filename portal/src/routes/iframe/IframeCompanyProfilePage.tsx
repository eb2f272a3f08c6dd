import { AdminCompanyProfile } from '@flexportal/react/admin-company-profile';
import { useSearchParams } from 'react-router';

/**
 * iframe-widget.companies.profile: the administrator's company profile of the company whose
 * CRM record the CRM host shows, `?zoho_id=<CRM id>` (AC-7admin-10, view-by-zoho-id). Only
 * that company: no company id is taken from the address, and no link leads to another
 * company's pages. The route has no role of its own (spec 2); the API answers
 * administrators only, so anyone else sees that the company cannot be shown.
 */
export default function IframeCompanyProfilePage() {
  const [query] = useSearchParams();
  const zohoId = query.get('zoho_id') ?? '';
  return <AdminCompanyProfile key={zohoId} zohoId={zohoId} />;
}
