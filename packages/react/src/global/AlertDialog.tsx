import type { ClientEvents } from '@flexportal/core';
import { useEffect, useState } from 'react';
import { translateCoreText } from '../i18n/coreText.js';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';

/**
 * The catalogue's global dialogs (PP-8-01..03): the 500 alert with 'Ok, got it!', and the
 * maintenance and remote-portal warnings, each with the server's message or its default
 * (the defaults in the provider's locale).
 */
export function AlertDialog() {
  const client = useFlexportalClient();
  const t = useT();
  const [alert, setAlert] = useState<ClientEvents['alert'] | null>(null);
  useEffect(() => client.events.on('alert', setAlert), [client]);
  const close = () => setAlert(null);
  return (
    <Dialog
      open={alert !== null}
      title={alert?.kind === 'server-error' ? t('alert.error') : t('alert.warning')}
      onClose={close}
      actions={
        <Button onClick={close}>
          {alert?.kind === 'server-error'
            ? translateCoreText(t, alert.button)
            : t('error.serverErrorButton')}
        </Button>
      }
    >
      {/* Core's default texts translated; a server's message as it is. */}
      <p role="alert">{alert ? translateCoreText(t, alert.message) : null}</p>
    </Dialog>
  );
}
