import type { AdminComplianceTracking } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { adminCompanyProfileTexts } from '../../../i18n/areas/adminCompanyProfile.js';
import { complianceTrackingsTexts } from '../../../i18n/areas/complianceTrackings.js';
import { ListPage } from '../../../lists/ListPage.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import type { ListLoader } from '../../../lists/useListPage.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { complianceColumns } from '../../compliance/compliance-trackings/complianceColumns.js';

/** The review screen a tracking leads to by default; `{id}` is filled in. */
const DEFAULT_HREF = '/admin/compliance-trackings/{id}';

/**
 * A company's compliance trackings for an administrator (AC-7admin-10/11): those of its
 * transactions and itself, and its employees' (with who they are), each row leading to the
 * review of its documents.
 */
export function CompanyCompliances({
  companyId,
  complianceHref,
}: {
  companyId: string;
  complianceHref?: string | undefined;
}) {
  const t = useT(adminCompanyProfileTexts);
  const ct = useT(complianceTrackingsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const loader = useCallback(
    (path: string): ListLoader<AdminComplianceTracking> =>
      ({ page, per_page }, signal) =>
        client.http.list<AdminComplianceTracking>(path, { page, per_page }, { signal }),
    [client],
  );
  const loadOwn = useMemo(
    () => loader(`a/companies/${companyId}/compliances`),
    [loader, companyId],
  );
  const loadStaff = useMemo(
    () => loader(`a/companies/${companyId}/employees/compliances`),
    [loader, companyId],
  );
  const columns = useMemo(
    () => complianceColumns(ct, locale) as ListColumn<AdminComplianceTracking>[],
    [ct, locale],
  );
  const staffColumns = useMemo<ListColumn<AdminComplianceTracking>[]>(
    () => [
      {
        id: 'employee',
        header: t('adminCompanyProfile.col.employee'),
        value: (r) => (r.user ? `${r.user.first_name} (${r.user.email})` : ''),
        priority: 1,
        simple: true,
      },
      ...columns.filter((c) => c.id !== 'subject'),
    ],
    [t, columns],
  );
  const href = complianceHref ?? DEFAULT_HREF;
  const rowHref = useCallback(
    (r: AdminComplianceTracking) => href.replace('{id}', String(r.id)),
    [href],
  );
  return (
    <>
      <ListPage<AdminComplianceTracking>
        tableId="admin-company-compliances"
        title={t('adminCompanyProfile.compliances')}
        columns={columns}
        rowKey={(r) => r.id}
        load={loadOwn}
        rowHref={rowHref}
        emptyText={t('adminCompanyProfile.noCompliances')}
      />
      <ListPage<AdminComplianceTracking>
        tableId="admin-company-employee-compliances"
        title={t('adminCompanyProfile.employeeCompliances')}
        columns={staffColumns}
        rowKey={(r) => r.id}
        load={loadStaff}
        rowHref={rowHref}
        emptyText={t('adminCompanyProfile.noCompliances')}
      />
    </>
  );
}
