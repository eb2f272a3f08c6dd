import type { AdminUser, Company } from '@flexportal/core/contract';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { useCached } from '../../../hooks/useCached.js';
import { adminCompanyProfileTexts } from '../../../i18n/areas/adminCompanyProfile.js';
import { ListPage } from '../../../lists/ListPage.js';
import type { ListColumn } from '../../../lists/listColumn.js';
import type { ListLoader } from '../../../lists/useListPage.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { CompanyCompliances } from './CompanyCompliances.js';
import { CompanyEditForm } from './CompanyEditForm.js';
import { companyProfileCss } from './companyProfileCss.js';

// The payment services are a chunk of their own: the company never waits for them.
const PaymentServices = lazy(() =>
  import('./PaymentServices.js').then((m) => ({ default: m.PaymentServices })),
);

/** Props of {@link AdminCompanyProfile}. */
export interface AdminCompanyProfileProps {
  /** The company's id. */
  companyId?: number | string | undefined;
  /**
   * Instead of `companyId`: the company's CRM (Zoho) record id, as a CRM host passes it
   * (`a/companies/view-by-zoho-id/{x}`); the profile then shows that company only.
   */
  zohoId?: string | undefined;
  /** Where a compliance tracking leads (its review); `{id}` is filled in. */
  complianceHref?: string | undefined;
}

/**
 * One company for an administrator (`/admin/company-profile/{company_id}`, AC-7admin-10,
 * AC-7admin-11): what it is, the edit of enabled, features, types and node type, its
 * payment services and their onboarding (AC-4-01..04, AC-7admin-12/13), its employees, and
 * its own and its employees' compliance trackings (each leading to the review). Signs the user in first when there is no session. CSS parts: `company`,
 * `form`, `payment-services`, `payment-service`, `transitions`, `badge`, and those of the
 * employees' list.
 */
export function AdminCompanyProfile(props: AdminCompanyProfileProps) {
  const ref = useStyles<HTMLDivElement>(companyProfileCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ProfileView {...props} />
      </SignInGate>
    </div>
  );
}

function ProfileView({ companyId, zohoId, complianceHref }: AdminCompanyProfileProps) {
  const t = useT(adminCompanyProfileTexts);
  const client = useFlexportalClient();
  const titleId = useId();
  const given = /^\d+$/.test(String(companyId ?? '')) ? String(companyId) : null;
  const crmId = !given && /^[A-Za-z0-9_-]{1,40}$/.test(zohoId ?? '') ? zohoId : null;
  const path = given
    ? `a/companies/${given}`
    : crmId
      ? `a/companies/view-by-zoho-id/${crmId}`
      : null;
  const loaded = useCached<Company>(path, () => client.http.data<Company>(path ?? ''), 0);
  const [saved, setSaved] = useState<Company | null>(null);
  // A new read (the express modal saved and invalidated it) wins over the edit form's answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded.data` is the trigger
  useEffect(() => setSaved(null), [loaded.data]);
  const company = saved ?? loaded.data ?? null;
  // By CRM id the company's own id is known once it is loaded.
  const id = given ?? (company ? String(company.id) : null);
  const loadEmployees = useCallback<ListLoader<AdminUser>>(
    ({ page, per_page }, signal) =>
      client.http.list<AdminUser>(`a/companies/${id}/employees`, { page, per_page }, { signal }),
    [client, id],
  );
  const columns = useMemo<ListColumn<AdminUser>[]>(
    () => [
      {
        id: 'name',
        header: t('adminCompanyProfile.col.name'),
        value: (u) => `${u.first_name} ${u.last_name ?? ''}`.trim(),
        priority: 1,
      },
      {
        id: 'email',
        header: t('adminCompanyProfile.col.email'),
        value: (u) => u.email,
        priority: 1,
      },
      {
        id: 'role',
        header: t('adminCompanyProfile.col.role'),
        value: (u) => u.roles.map((r) => r.slug).join(', '),
        priority: 2,
      },
    ],
    [t],
  );
  return (
    <section className="fp-overview" part="company" aria-labelledby={titleId}>
      <h2 id={titleId}>{company ? company.name : t('adminCompanyProfile.title')}</h2>
      {!path || loaded.status === 'error' ? (
        <p role="alert">{t('adminCompanyProfile.notFound')}</p>
      ) : !company ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <dl className="fp-rows fp-card">
            <div>
              <dt>{t('adminCompanyProfile.legalType')}</dt>
              <dd>{company.legal_type}</dd>
            </div>
            <div>
              <dt>{t('adminCompanyProfile.status')}</dt>
              <dd>
                {company.enabled
                  ? t('adminCompanyProfile.statusEnabled')
                  : t('adminCompanyProfile.statusDisabled')}
              </dd>
            </div>
            <div>
              <dt>{t('adminCompanyProfile.types')}</dt>
              <dd>{company.company_types.join(', ')}</dd>
            </div>
            <div>
              <dt>{t('adminCompanyProfile.nodeType')}</dt>
              <dd>{company.node_type ?? ''}</dd>
            </div>
          </dl>
          <CompanyEditForm key={company.id} company={company} onSaved={setSaved} />
          <Suspense
            fallback={
              <p role="status" aria-busy="true">
                {t('common.loading')}
              </p>
            }
          >
            <PaymentServices companyId={String(company.id)} />
          </Suspense>
          <ListPage<AdminUser>
            tableId="admin-company-employees"
            title={t('adminCompanyProfile.employees')}
            columns={columns}
            rowKey={(u) => u.id}
            load={loadEmployees}
          />
          <CompanyCompliances companyId={String(company.id)} complianceHref={complianceHref} />
        </>
      )}
    </section>
  );
}
