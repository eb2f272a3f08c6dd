import { canCreatePayments } from '@flexportal/core';
import type { ComplianceTracking } from '@flexportal/core/contract';
import { type ReactNode, useId } from 'react';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { complianceTrackingTexts } from '../../../i18n/areas/complianceTracking.js';
import { complianceTrackingsTexts } from '../../../i18n/areas/complianceTrackings.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { KycFiles } from '../kyc/KycFiles.js';
import { KycStepStage } from '../kyc/KycStages.js';
import { useTrackingWrites, useVerificationUrl } from '../kyc/useVerification.js';
import { complianceTone, subjectOf } from './complianceColumns.js';
import { useComplianceTracking } from './useComplianceTracking.js';

/** Which tracking the page shows: its id, and its subject when the address names it. */
interface TrackingViewProps {
  trackingId: number;
  entity?: string | undefined;
  entityId?: number | undefined;
}

/**
 * One compliance tracking of the company (`manager.compliance-trackings.view`, the
 * notification's "Upload files"): its subject, category, status and steps, each requested
 * file with its state and the reviewer's reason when declined, and for each document not
 * verified a file control (drag and drop, progress, type and size checked before sending;
 * AC-7mgr-19) or the declaration's signature (AC-7mgr-18), then the form or video step it
 * asks for (AC-7mgr-17); a manager-reader sees the states only. The tracking is found in the
 * subject's list, or the company's when only its id is known; writes and live events read
 * it again, so a file's new state shows once the server answered.
 */
export function ComplianceTrackingView({ trackingId, entity, entityId }: TrackingViewProps) {
  const t = useT(complianceTrackingsTexts, complianceTrackingTexts);
  const titleId = useId();
  const tracking = useComplianceTracking(trackingId, entity, entityId);
  const writes = useTrackingWrites(trackingId);
  const verificationUrl = useVerificationUrl(trackingId);
  const user = useSignedInUser();
  // A manager-reader follows the states; only a manager hands in (PP-6-03).
  const readOnly = !(user.status === 'ready' && canCreatePayments(user.data));
  const current = tracking.status === 'ready' ? tracking.data : null;
  return (
    <section className="fp-kyc" part="tracking" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('complianceTracking.title', { id: trackingId })}</h2>
      {tracking.status === 'error' ? (
        <p role="alert">
          {t('complianceTracking.loadError')}{' '}
          <Button variant="secondary" onClick={writes.refresh}>
            {t('complianceTracking.retry')}
          </Button>
        </p>
      ) : tracking.status !== 'ready' || user.status === 'loading' || user.status === 'idle' ? (
        <p role="status">{t('complianceTracking.loading')}</p>
      ) : !current ? (
        <p role="status">{t('complianceTracking.notFound')}</p>
      ) : (
        <>
          <TrackingSummary tracking={current} />
          <p>
            {current.status === 'verified'
              ? t('complianceTracking.done')
              : readOnly
                ? t('complianceTracking.readOnly')
                : t('complianceTracking.asked')}
          </p>
          <KycFiles tracking={current} flow={writes} readOnly={readOnly} />
          {!readOnly && (current.stage === 'form' || current.stage === 'video') ? (
            <KycStepStage
              step={current.stage}
              flow={{ verificationUrl, refresh: writes.refresh }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** What the tracking is about and where it stands. */
function TrackingSummary({ tracking }: { tracking: ComplianceTracking }) {
  const t = useT(complianceTrackingsTexts, complianceTrackingTexts);
  const rows: Array<[string, ReactNode]> = [
    [t('complianceTrackings.col.subject'), subjectOf(t, tracking)],
    [t('complianceTrackings.col.category'), t(`complianceTrackings.category.${tracking.category}`)],
    [
      t('complianceTrackings.col.status'),
      <Badge key="status" tone={complianceTone(tracking.status)}>
        {t(`complianceTrackings.status.${tracking.status}`)}
      </Badge>,
    ],
    [
      t('complianceTracking.steps'),
      tracking.stages.map((s) => t(`complianceTrackings.stage.${s}`)).join(' → '),
    ],
    [t('complianceTrackings.col.stage'), t(`complianceTrackings.stage.${tracking.stage}`)],
  ];
  return (
    <dl className="fp-summary" part="summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
