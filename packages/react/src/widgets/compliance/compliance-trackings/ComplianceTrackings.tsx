import { COMPLIANCE_CATEGORIES, COMPLIANCE_STATUSES, COMPLIANCE_SUBJECTS } from '@flexportal/core';
import type { ComplianceSubject, ComplianceTracking } from '@flexportal/core/contract';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { complianceTrackingsTexts } from '../../../i18n/areas/complianceTrackings.js';
import { ListPage, type ListStateControls } from '../../../lists/index.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { kycCss } from '../kyc/kycCss.js';
import { COMPLIANCE_TABLE_ID, complianceColumns, subjectOf } from './complianceColumns.js';
import { COMPLIANCE_FILTER_KEYS, useComplianceList } from './useComplianceList.js';

/** Where a list's rows come from: the company's own, its affiliates' or white-labeled ones'. */
type ComplianceSource = 'company' | 'affiliates' | 'white-labeled';

const SOURCE_PATHS: Readonly<Record<ComplianceSource, string>> = {
  company: 'compliance-trackings',
  affiliates: 'manager/affiliates/compliance-trackings',
  'white-labeled': 'manager/white-label/compliance-trackings',
};

/** Props of {@link ComplianceTrackings}. */
export interface ComplianceTrackingsProps {
  /** Only the trackings of this subject: transaction, user, company or lead (AC-2manager-12). */
  entity?: string | undefined;
  /** The subject's id, with `entity`. */
  entityId?: number | undefined;
  /** The company's own trackings (default), its affiliates' or its white-labeled companies'. */
  source?: ComplianceSource | undefined;
  /** Where a row leads; `{entity}`, `{entity_id}` and `{id}` are filled in. */
  trackingHref?: string | undefined;
  /** Mirrors the page and filters into the address. */
  syncUrl?: boolean | undefined;
  /**
   * One tracking's page instead of the list (`kyc_id` of the view route, or `?kycId=` of a
   * notification's "Upload files"): what it asks for, and the files handed in there.
   */
  kycId?: number | undefined;
}

// A tracking's page (uploads, progress, checks) is a chunk of its own: the list never loads it.
const ComplianceTrackingView = lazy(() =>
  import('./ComplianceTrackingView.js').then((m) => ({ default: m.ComplianceTrackingView })),
);

const DEFAULT_HREF = '/manager/compliance-trackings/{entity}/{entity_id}/{id}';

/**
 * Compliance trackings (AC-2manager-12, AC-7mgr-15/16): the company's list, or one subject's
 * (`entity`, `entityId`), with status (draft, open, verified, submitted, declined,
 * not_found) and category filters, CSV and print; live compliance and KYC file events load
 * it again. With `kycId`, that tracking's page instead: each
 * requested file with its state and reason, documents uploaded by drop or choice with
 * progress. CSS parts: those of the list, `badge`, `signin`, and on a tracking's page
 * `tracking`, `summary`, `files`, `bunch`, `file`, `declined`, `drop`, `input`, `error`.
 */
export function ComplianceTrackings(props: ComplianceTrackingsProps) {
  const ref = useStyles<HTMLDivElement>(kycCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        {props.kycId ? (
          <Suspense fallback={<Loading />}>
            <ComplianceTrackingView
              trackingId={props.kycId}
              entity={props.entity}
              entityId={props.entityId}
            />
          </Suspense>
        ) : (
          <ComplianceList {...props} />
        )}
      </SignInGate>
    </div>
  );
}

function Loading() {
  const t = useT(complianceTrackingsTexts);
  return (
    <p className="fp-hint" role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}

function Filters({ controls }: { controls: ListStateControls }) {
  const t = useT(complianceTrackingsTexts);
  const { status = '', category = '' } = controls.state.filters as Record<string, string>;
  return (
    <>
      <SelectField
        label={t('complianceTrackings.filter.status')}
        value={status}
        placeholder={t('complianceTrackings.filter.all')}
        options={COMPLIANCE_STATUSES.map((s) => ({
          value: s,
          label: t(`complianceTrackings.status.${s}`),
        }))}
        onChange={(e) => controls.setFilters({ status: e.currentTarget.value })}
      />
      <SelectField
        label={t('complianceTrackings.filter.category')}
        value={category}
        placeholder={t('complianceTrackings.filter.all')}
        options={COMPLIANCE_CATEGORIES.map((c) => ({
          value: c,
          label: t(`complianceTrackings.category.${c}`),
        }))}
        onChange={(e) => controls.setFilters({ category: e.currentTarget.value })}
      />
    </>
  );
}

function ComplianceList(props: ComplianceTrackingsProps) {
  const t = useT(complianceTrackingsTexts);
  const locale = useLocale();
  const subject = COMPLIANCE_SUBJECTS.includes(props.entity as ComplianceSubject)
    ? (props.entity as ComplianceSubject)
    : null;
  const ofSubject =
    subject && props.entityId ? { entity: subject, entity_id: props.entityId } : null;
  const base = SOURCE_PATHS[props.source ?? 'company'];
  const load = useComplianceList(
    ofSubject ? `${base}/${ofSubject.entity}/${ofSubject.entity_id}` : base,
  );
  const columns = useMemo(() => complianceColumns(t, locale), [t, locale]);
  const href = props.trackingHref ?? DEFAULT_HREF;
  const rowHref = useCallback(
    (r: ComplianceTracking) =>
      href
        .replace('{entity}', r.entity)
        .replace('{entity_id}', String(r.entity_id))
        .replace('{id}', String(r.id)),
    [href],
  );
  return (
    <ListPage<ComplianceTracking>
      tableId={COMPLIANCE_TABLE_ID}
      title={
        ofSubject
          ? t('complianceTrackings.titleOf', { subject: subjectOf(t, ofSubject) })
          : t('complianceTrackings.title')
      }
      columns={columns}
      rowKey={(r) => r.id}
      load={load}
      syncUrl={props.syncUrl}
      filterKeys={COMPLIANCE_FILTER_KEYS}
      rowHref={href ? rowHref : undefined}
      emptyText={t('complianceTrackings.empty')}
      csvFilename="compliance-trackings"
      filters={(controls) => <Filters controls={controls} />}
    />
  );
}
