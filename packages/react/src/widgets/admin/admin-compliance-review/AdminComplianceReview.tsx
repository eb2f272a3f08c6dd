import { fileReviewActions } from '@flexportal/core/admin';
import type {
  AdminComplianceTracking,
  ComplianceFile,
  ComplianceTracking,
} from '@flexportal/core/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useCached } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminComplianceReviewTexts } from '../../../i18n/areas/adminComplianceReview.js';
import { complianceTrackingsTexts } from '../../../i18n/areas/complianceTrackings.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { subjectOf } from '../../compliance/compliance-trackings/complianceColumns.js';
import { kycCss } from '../../compliance/kyc/kycCss.js';

/** Props of {@link AdminComplianceReview}. */
export interface AdminComplianceReviewProps {
  /** The tracking under review. */
  trackingId?: number | string | undefined;
  /** Where the company's name leads; `{id}` is filled in. */
  companyHref?: string | undefined;
}

/** The verification flow's sheet; a file is a fieldset without a frame of its own. */
const reviewCss = `${kycCss}
fieldset.fp-file { border: 0; padding: 0; margin: 0; min-inline-size: 0; }
`;

const FILE_TONES: Readonly<Record<ComplianceFile['status'], BadgeTone>> = {
  draft: 'neutral',
  submitted: 'info',
  verified: 'success',
  declined: 'danger',
};

/**
 * An administrator's review of one compliance tracking (`/admin/compliance-trackings/{id}`):
 * its subject, company and status, and each required file with its document to open, to
 * approve, or to decline with a reason (the company is notified, documents_rejected). CSS
 * parts: `admin-compliance-review`, `file`, `form`, `badge`, `signin`.
 */
export function AdminComplianceReview(props: AdminComplianceReviewProps) {
  const ref = useStyles<HTMLDivElement>(reviewCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ReviewView {...props} />
      </SignInGate>
    </div>
  );
}

function ReviewView({ trackingId, companyHref }: AdminComplianceReviewProps) {
  const t = useT(adminComplianceReviewTexts);
  const ct = useT(complianceTrackingsTexts);
  const client = useFlexportalClient();
  const titleId = useId();
  const section = useRef<HTMLElement | null>(null);
  const id = /^\d+$/.test(String(trackingId ?? '')) ? String(trackingId) : null;
  const loaded = useCached<AdminComplianceTracking>(
    id ? `a/compliance-trackings/${id}` : null,
    () => client.http.data<AdminComplianceTracking>(`a/compliance-trackings/${id}`),
    0,
  );
  const [reviewed, setReviewed] = useState<ComplianceTracking | null>(null);
  const tracking = loaded.data ? { ...loaded.data, ...(reviewed ?? {}) } : null;
  const [openError, setOpenError] = useState(false);
  const open = useCallback(
    (file: ComplianceFile) => {
      setOpenError(false);
      downloadFile(
        client,
        `a/compliance-trackings/${file.compliance_tracking_id}/files/${file.id}/document`,
        file.file_name ?? `file-${file.id}`,
        section.current,
        'application/octet-stream',
      ).catch((error: unknown) => {
        logLoadFailure('compliance document', error);
        setOpenError(true);
      });
    },
    [client],
  );
  const companyLink = (companyHref ?? '/admin/company-profile/{id}').replace(
    '{id}',
    String(tracking?.company?.id ?? ''),
  );
  return (
    <section
      ref={section}
      className="fp-kyc"
      part="admin-compliance-review"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>
        {tracking
          ? t('adminComplianceReview.titleOf', { id: tracking.id })
          : t('adminComplianceReview.title')}
      </h2>
      {!id || loaded.status === 'error' ? (
        <p role="alert">{t('adminComplianceReview.notFound')}</p>
      ) : !tracking ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <dl className="fp-rows">
            <div>
              <dt>{t('adminComplianceReview.subject')}</dt>
              <dd>
                {subjectOf(ct, tracking)}
                {tracking.user ? ` (${tracking.user.email})` : null}
              </dd>
            </div>
            {tracking.company ? (
              <div>
                <dt>{t('adminComplianceReview.company')}</dt>
                <dd>
                  <a href={companyLink}>{tracking.company.name}</a>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('adminComplianceReview.category')}</dt>
              <dd>{ct(`complianceTrackings.category.${tracking.category}`)}</dd>
            </div>
            <div>
              <dt>{t('adminComplianceReview.status')}</dt>
              <dd>
                <span role="status">{ct(`complianceTrackings.status.${tracking.status}`)}</span>
                {' · '}
                {ct(`complianceTrackings.stage.${tracking.stage}`)}
              </dd>
            </div>
          </dl>
          {openError ? <p role="alert">{t('adminComplianceReview.openFailed')}</p> : null}
          <fieldset className="fp-bunch">
            <legend>{t('adminComplianceReview.files')}</legend>
            {tracking.files.map((file) => (
              <FileReview
                key={`${file.id}-${file.status}`}
                file={file}
                onOpen={open}
                onReviewed={setReviewed}
              />
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}

interface ReviewValues {
  decision: 'approve' | 'decline';
  reason: string;
}

/** One file: its state, its document, approve, and decline with a reason. */
function FileReview({
  file,
  onOpen,
  onReviewed,
}: {
  file: ComplianceFile;
  onOpen: (file: ComplianceFile) => void;
  onReviewed: (tracking: ComplianceTracking) => void;
}) {
  const t = useT(adminComplianceReviewTexts);
  const client = useFlexportalClient();
  const nameId = useId();
  const actions = fileReviewActions(file);
  const [state, flow] = useSubmitFlow<ReviewValues, ComplianceTracking>({
    defaults: () => ({ decision: 'approve', reason: '' }),
    send: (values, request) =>
      client.http.data<ComplianceTracking>(
        `a/compliance-trackings/${file.compliance_tracking_id}/files/${file.id}/review`,
        {
          ...request,
          method: 'POST',
          body:
            values.decision === 'approve'
              ? { decision: 'approve' }
              : { decision: 'decline', reason: values.reason },
        },
      ),
    otp: client.otp,
    onSuccess: (tracking) => {
      client.cache.invalidate('a/companies');
      onReviewed(tracking);
    },
  });
  const decide = (decision: ReviewValues['decision']) => {
    flow.setDraft({ decision });
    void flow.submit();
  };
  const failed =
    state.outcome === 'error' && !state.errors.reason
      ? (state.message ?? t('adminComplianceReview.failed'))
      : null;
  return (
    <fieldset className="fp-file" part="file" aria-labelledby={nameId}>
      <div className="fp-file__head">
        <span id={nameId} className="fp-file__name">
          {file.name}
        </span>
        <Badge tone={FILE_TONES[file.status]}>
          {t(`adminComplianceReview.fileStatus.${file.status}`)}
        </Badge>
      </div>
      {file.file_name ? (
        <span className="fp-file__meta">
          {t('adminComplianceReview.uploaded', {
            name: file.file_name,
            kb: Math.max(1, Math.round((file.size ?? 0) / 1024)),
          })}
        </span>
      ) : null}
      {file.kind === 'signature' && file.signed ? (
        <span className="fp-file__meta">{t('adminComplianceReview.signed')}</span>
      ) : null}
      {file.decline_reason ? (
        <span className="fp-file__declined">
          {t('adminComplianceReview.declinedWith', { reason: file.decline_reason })}
        </span>
      ) : null}
      {failed ? <p role="alert">{failed}</p> : null}
      <div className="fp-actions">
        {actions.open ? (
          <Button
            variant="secondary"
            aria-label={t('adminComplianceReview.openLabel', { name: file.name })}
            onClick={() => onOpen(file)}
          >
            {t('adminComplianceReview.open')}
          </Button>
        ) : null}
        {actions.approve ? (
          <Button
            aria-label={t('adminComplianceReview.approveLabel', { name: file.name })}
            busy={state.status === 'submitting' && state.draft.decision === 'approve'}
            onClick={() => decide('approve')}
          >
            {t('adminComplianceReview.approve')}
          </Button>
        ) : null}
      </div>
      {actions.decline ? (
        // The file's alert above speaks for both decisions: the form adds none of its own.
        <FlowForm
          aria-label={t('adminComplianceReview.declineLabel', { name: file.name })}
          state={state}
          onSubmit={() => decide('decline')}
          failure={() => null}
          fieldErrors={{ reason: t('adminComplianceReview.fieldErrors.reason') }}
        >
          <Field
            label={t('adminComplianceReview.reason', { name: file.name })}
            name="reason"
            data-field="reason"
            value={state.draft.reason}
            maxLength={500}
            errors={state.errors.reason ? [state.errors.reason] : undefined}
            onChange={(e) => flow.setDraft({ reason: e.currentTarget.value })}
          />
          <div className="fp-actions">
            <Button
              type="submit"
              variant="danger"
              busy={state.status === 'submitting' && state.draft.decision === 'decline'}
            >
              {t('adminComplianceReview.decline')}
            </Button>
          </div>
        </FlowForm>
      ) : null}
    </fieldset>
  );
}
