import { useStore } from 'zustand';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { OtpInput } from '../ui/otp/OtpInput.js';

/**
 * The two-factor modal (PP-4.3): opens when a request is challenged, repeats what the code
 * approves (the challenged screen's summary), takes six digits and shows the server's error
 * on the code. Cancel (or Escape) always closes it and cancels the pending request.
 */
export function OtpDialog() {
  const client = useFlexportalClient();
  const t = useT();
  const { required, error, submitting, method, summary } = useStore(client.otp.store);
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
      {required ? (
        <OtpInput
          error={error ?? undefined}
          submitting={submitting}
          onComplete={(code) => client.otp.enterCode(code)}
        />
      ) : null}
    </Dialog>
  );
}
