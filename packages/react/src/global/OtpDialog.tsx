import { useStore } from 'zustand';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Dialog } from '../ui/Dialog.js';
import { OtpInput } from '../ui/otp/OtpInput.js';

/**
 * The two-factor modal (PP-4.3): opens when a request is challenged, takes six digits,
 * shows the server's error on the code; closing cancels the pending request.
 */
export function OtpDialog() {
  const client = useFlexportalClient();
  const t = useT();
  const { required, error, submitting } = useStore(client.otp.store);
  return (
    <Dialog open={required} title={t('otp.title')} onClose={() => client.otp.cancel()}>
      <p>{t('otp.instructions')}</p>
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
