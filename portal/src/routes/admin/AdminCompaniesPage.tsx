import { AdminCompanies } from '@flexportal/react/admin-companies';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/** admin.company-list: every company, its page in the URL, rows linking to the profile. */
export default function AdminCompaniesPage() {
  return <AdminCompanies companyHref="/admin/company-profile/{id}" {...useSearchListState()} />;
}
