import { complianceRequired, serviceToShow, stageSteps } from '@flexportal/core';
import type { ComplianceStage, User } from '@flexportal/core/contract';
import { useEffect, useId, useRef } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';
import { kycTexts } from '../../../i18n/areas/kyc.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { KycFiles } from './KycFiles.js';
import { KycFinalStage, KycStepStage } from './KycStages.js';
import { kycCss } from './kycCss.js';
import { useVerification } from './useVerification.js';

/** The `detail` of each event `<flexportal-kyc>` dispatches. */
export interface KycEventDetails {
  /** The flow is at another stage than the address names. */
  stagechange: { stage: ComplianceStage };
  /** The user is no longer held on the flow. */
  released: { user: User };
}

/** Props of {@link Kyc}. */
export interface KycProps {
  /** The stage the address names (`{service}`: files, form, video or final; AC-2guest-02). */
  service?: string | undefined;
  /** The flow is at another stage than `service`: the host may update its address. */
  onStageChange?: ((detail: KycEventDetails['stagechange']) => void) | undefined;
  /**
   * The user's compliance tracking is no longer required (PP-2.2-07): the host leaves the
   * flow, for the dashboard in the portal.
   */
  onReleased?: ((detail: KycEventDetails['released']) => void) | undefined;
}

/**
 * The verification flow (AC-2guest-02, AC-3-16/17): the signed-in user's compliance tracking
 * in its stages files, form, video and final: the required file bunches, each document
 * uploaded with progress (PDF, PNG or JPEG, checked before and after sending), declarations
 * signed, the form and video pages opened in a new tab, then the review. Live compliance
 * events refresh it; when the tracking is no longer required it says so (`onReleased`).
 * CSS parts: `kyc`, `steps`, `step`, `stage`, `files`, `bunch`, `file`, `declined`, `drop`, `input`,
 * `error`, `button`, `signin`.
 */
export function Kyc(props: KycProps) {
  const ref = useStyles<HTMLDivElement>(kycCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <KycFlow {...props} />
      </SignInGate>
    </div>
  );
}

function KycFlow({ service, onStageChange, onReleased }: KycProps) {
  const t = useT(kycTexts);
  const titleId = useId();
  const user = useSignedInUser();
  const flow = useVerification();
  const { tracking } = flow;
  const current = tracking.status === 'ready' ? tracking.data : null;

  const released = useRef(false);
  useEffect(() => {
    if (user.status !== 'ready' || complianceRequired(user.data) || released.current) return;
    released.current = true;
    onReleased?.({ user: user.data });
  }, [user, onReleased]);

  const target = current ? serviceToShow(current, service) : null;
  useEffect(() => {
    if (target) onStageChange?.({ stage: target });
  }, [target, onStageChange]);

  return (
    <section className="fp-kyc" part="kyc" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('kyc.title')}</h2>
      {tracking.status === 'error' ? (
        <p role="alert">
          {t('kyc.loadError')}{' '}
          <Button variant="secondary" onClick={flow.refresh}>
            {t('kyc.retry')}
          </Button>
        </p>
      ) : tracking.status !== 'ready' ? (
        <p role="status">{t('kyc.loading')}</p>
      ) : !current ? (
        <p role="status">{t('kyc.nothing')}</p>
      ) : (
        <>
          <p>{t('kyc.intro')}</p>
          <ol className="fp-steps" part="steps" aria-label={t('kyc.steps')}>
            {stageSteps(current).map(({ stage, state }) => {
              const name = t(`kyc.stage.${stage}`);
              return (
                <li
                  key={stage}
                  className="fp-step"
                  part="step"
                  data-state={state}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span>
                    {state === 'todo'
                      ? name
                      : t(state === 'done' ? 'kyc.stepDone' : 'kyc.stepCurrent', { stage: name })}
                  </span>
                </li>
              );
            })}
          </ol>
          {current.stage === 'files' ? (
            <KycFiles tracking={current} flow={flow} />
          ) : current.stage === 'form' || current.stage === 'video' ? (
            <KycStepStage step={current.stage} flow={flow} />
          ) : (
            <KycFinalStage tracking={current} />
          )}
        </>
      )}
    </section>
  );
}
