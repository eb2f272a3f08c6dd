import type { Company } from '@flexportal/core/contract';
import { useCallback, useMemo } from 'react';
import { CompanyExpress, CompanyExpressButton } from '../../../global/CompanyExpress.js';
import { SignInGate } from '../../../global/SignInGate.js';
import { adminCompaniesTexts } from '../../../i18n/areas/adminCompanies.js';
import { ListPage } from '../../../lists/ListPage.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import { listCss } from '../../../lists/listCss.js';
import type { ListState } from '../../../lists/listState.js';
import type { ListLoader } from '../../../lists/useListPage.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';

/** Props of {@link AdminCompanies}. */
export interface AdminCompaniesProps {
  /** Link of a company, `{id}` replaced by its id: the name cell links there. */
  companyHref?: string | undefined;
  /** Controlled list state (the portal binds it to its router's search params). */
  state?: ListState | undefined;
  /** Hears every change of the list state. */
  onStateChange?: ((state: ListState) => void) | undefined;
}

/**
 * Every company for an administrator (`/admin/company-list`, AC-2admin-18, AC-7admin-10)
 * through the one list page: name, status, legal type, types and node type. Signs the user
 * in first when there is no session. CSS parts: those of the list.
 */
export function AdminCompanies(props: AdminCompaniesProps) {
  const ref = useStyles<HTMLDivElement>(listCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <CompanyList {...props} />
      </SignInGate>
    </div>
  );
}

function CompanyList(props: AdminCompaniesProps) {
  const t = useT(adminCompaniesTexts);
  const client = useFlexportalClient();
  const load = useCallback<ListLoader<Company>>(
    ({ page, per_page }, signal) =>
      client.http.list<Company>('a/companies', { page, per_page }, { signal }),
    [client],
  );
  const columns = useMemo<ListColumn<Company>[]>(
    () => [
      { id: 'name', header: t('adminCompanies.col.name'), value: (c) => c.name, priority: 1 },
      {
        id: 'status',
        header: t('adminCompanies.col.status'),
        value: (c) => (c.enabled ? t('adminCompanies.enabled') : t('adminCompanies.disabled')),
        priority: 1,
      },
      {
        id: 'legal',
        header: t('adminCompanies.col.legalType'),
        value: (c) => c.legal_type,
        priority: 3,
      },
      {
        id: 'types',
        header: t('adminCompanies.col.types'),
        value: (c) => c.company_types.join(', '),
        priority: 3,
      },
      {
        id: 'node',
        header: t('adminCompanies.col.nodeType'),
        value: (c) => c.node_type ?? '',
        priority: 2,
      },
      {
        // The express data entry modal (PP-2.5-10); nothing to export.
        id: 'express',
        header: t('adminCompanies.quickEdit'),
        value: () => '',
        csv: [],
        cell: (c) => (
          <CompanyExpressButton
            companyId={c.id}
            aria-label={t('adminCompanies.quickEditFor', { name: c.name })}
          >
            {t('adminCompanies.quickEdit')}
          </CompanyExpressButton>
        ),
        priority: 2,
      },
    ],
    [t],
  );
  const href = props.companyHref;
  const rowHref = useCallback(
    (c: Company) => (href ? href.replaceAll('{id}', String(c.id)) : undefined),
    [href],
  );
  return (
    <>
      <ListPage<Company>
        tableId="admin-companies"
        title={t('adminCompanies.title')}
        columns={columns}
        rowKey={(c) => c.id}
        load={load}
        state={props.state}
        onStateChange={props.onStateChange}
        rowHref={href ? rowHref : undefined}
        csvFilename="companies"
        path="a/companies"
      />
      <CompanyExpress />
    </>
  );
}
