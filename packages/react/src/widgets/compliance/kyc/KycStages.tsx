import type { ComplianceTracking } from '@flexportal/core/contract';
import { useState } from 'react';
import { kycTexts } from '../../../i18n/areas/kyc.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import type { Verification } from './useVerification.js';

/**
 * The form or video stage: opens the provider's page (the verification URL, AC-7mgr-17) in a
 * new tab. The tab is opened before the URL is known (a popup blocker allows only what the
 * click opens) and pointed at it once it arrives; the flow moves on by the live
 * `compliance.updated` event, or by "check again".
 */
export function KycStepStage({
  step,
  flow,
}: {
  step: 'form' | 'video';
  flow: Pick<Verification, 'verificationUrl' | 'refresh'>;
}) {
  const t = useT(kycTexts);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    const tab = window.open('', '_blank');
    try {
      const url = await flow.verificationUrl(step);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fp-panel" part="stage">
      <p>{t(step === 'form' ? 'kyc.step.formText' : 'kyc.step.videoText')}</p>
      <p className="fp-actions">
        <Button busy={busy} onClick={open}>
          {t(step === 'form' ? 'kyc.step.openForm' : 'kyc.step.openVideo')}
        </Button>
        <Button variant="secondary" onClick={flow.refresh}>
          {t('kyc.step.check')}
        </Button>
      </p>
      {failed ? (
        <p className="fp-error" role="alert">
          {t('kyc.step.openFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** The final stage: handed in and under review, or verified. */
export function KycFinalStage({ tracking }: { tracking: ComplianceTracking }) {
  const t = useT(kycTexts);
  return (
    <div className="fp-panel" part="stage" role="status">
      <p>{t(tracking.status === 'verified' ? 'kyc.final.verified' : 'kyc.final.submitted')}</p>
    </div>
  );
}
