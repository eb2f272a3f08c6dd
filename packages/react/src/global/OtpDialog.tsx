import { loadChunk } from '@flexportal/core';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import type { OtpInput as OtpInputView } from '../ui/otp/OtpInput.js';

/**
 * The six boxes load when a request is first challenged, not with every page (0.55 KB gz
 * of the script-tag runtime, issue 41): `undefined` while loading, `null` when the chunk failed.
 */
function useOtpInput(wanted: boolean): typeof OtpInputView | null | undefined {
  const [view, setView] = useState<typeof OtpInputView | null>();
  useEffect(() => {
    if (!wanted || view !== undefined) return;
    let live = true;
    loadChunk(() => import('../ui/otp/OtpInput.js')).then(
      (m) => live && setView(() => m.OtpInput),
      () => live && setView(null),
    );
    return () => {
      live = false;
    };
  }, [wanted, view]);
  return view;
}

/**
 * The two-factor modal (PP-4.3): opens when a request is challenged, repeats what the code
 * approves (the challenged screen's summary), takes six digits and shows the server's error
 * on the code. Cancel (or Escape) always closes it and cancels the pending request.
 */
export function OtpDialog() {
  const client = useFlexportalClient();
  const t = useT();
  const { required, error, submitting, method, summary } = useStore(client.otp.store);
  const OtpInput = useOtpInput(required);
  const cancel = () => client.otp.cancel();
  return (
    <Dialog
      open={required}
      title={t('otp.title')}
      onClose={cancel}
      actions={
        <Button variant="secondary" onClick={cancel}>
          {t('dialog.cancel')}
        </Button>
      }
    >
      {summary?.length ? (
        <>
          <p>{t('otp.approves')}</p>
          <dl className="fp-otp__summary">
            {summary.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p>{t(method === 'email' ? 'otp.instructionsEmail' : 'otp.instructions')}</p>
      {required && OtpInput ? (
        <OtpInput
          error={error ?? undefined}
          submitting={submitting}
          onComplete={(code) => client.otp.enterCode(code)}
        />
      ) : null}
      {required && OtpInput === null ? <p role="alert">{t('error.chunkFailed')}</p> : null}
    </Dialog>
  );
}
