import { useStore } from 'zustand';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';

/** Props of {@link SessionExpiryDialog}. */
export interface SessionExpiryDialogProps {
  /** Logs out (the host's logout: revoke, purge, go to login). */
  onLogout: () => void;
}

/**
 * 'Your Session is About to Expire' with Stay Logged In (refresh) or logout, shown while the
 * client's session says so (PP-4.8-03, PP-4.8-04).
 */
export function SessionExpiryDialog({ onLogout }: SessionExpiryDialogProps) {
  const client = useFlexportalClient();
  const t = useT();
  const warning = useStore(client.session.store, (s) => s.warning);
  const refreshing = useStore(client.session.store, (s) => s.refreshing);
  return (
    <Dialog
      open={warning}
      title={t('session.warning')}
      onClose={onLogout}
      actions={
        <>
          <Button variant="secondary" onClick={onLogout}>
            {t('nav.logout')}
          </Button>
          <Button busy={refreshing} onClick={() => void client.session.refresh()}>
            {t('session.stay')}
          </Button>
        </>
      }
    />
  );
}
