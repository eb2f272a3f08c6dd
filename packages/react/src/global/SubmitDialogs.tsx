import type { SubmitFlow, SubmitState } from '@flexportal/core';
import { translateCoreText } from '../i18n/coreText.js';
import { useHostDialogs, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { OtpDialog } from './OtpDialog.js';

/** Props of {@link SubmitDialogs}. */
export interface SubmitDialogsProps {
  /** The form's submit state. */
  state: SubmitState<object, unknown>;
  /** The form's submit flow. */
  flow: Pick<SubmitFlow<object, unknown>, 'confirmDuplicate' | 'dismissDialog'>;
}

/**
 * The dialogs of one form's submit (PP-8): the duplicate confirmation (409: confirming
 * resubmits with the bypass flag), the 401 message, and the two-factor modal when the host
 * does not mount the global one (a custom element on a partner page).
 */
export function SubmitDialogs({ state, flow }: SubmitDialogsProps) {
  const t = useT();
  const hostDialogs = useHostDialogs();
  const dialog = state.dialog;
  return (
    <>
      <Dialog
        open={dialog?.kind === 'duplicate'}
        title={t('duplicate.title')}
        onClose={() => flow.dismissDialog()}
        actions={
          <>
            <Button variant="secondary" onClick={() => flow.dismissDialog()}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={() => flow.confirmDuplicate()}>{t('duplicate.confirm')}</Button>
          </>
        }
      >
        <p>{t('duplicate.text')}</p>
      </Dialog>
      <Dialog
        open={dialog?.kind === 'unauthorized'}
        title={t('alert.error')}
        onClose={() => flow.dismissDialog()}
        actions={
          <Button onClick={() => flow.dismissDialog()}>{t('error.serverErrorButton')}</Button>
        }
      >
        <p role="alert">
          {dialog?.kind === 'unauthorized' ? translateCoreText(t, dialog.message) : null}
        </p>
      </Dialog>
      {hostDialogs ? null : <OtpDialog />}
    </>
  );
}
