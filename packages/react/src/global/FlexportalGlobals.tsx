import { AlertDialog } from './AlertDialog.js';
import { OtpDialog } from './OtpDialog.js';
import { SessionExpiryDialog } from './SessionExpiryDialog.js';

/** Props of {@link FlexportalGlobals}. */
export interface FlexportalGlobalsProps {
  /** The host's logout, offered by the session-expiry dialog. */
  onLogout: () => void;
}

/** The global helpers every host mounts once: two-factor modal, session expiry, error dialogs. */
export function FlexportalGlobals({ onLogout }: FlexportalGlobalsProps) {
  return (
    <>
      <OtpDialog />
      <SessionExpiryDialog onLogout={onLogout} />
      <AlertDialog />
    </>
  );
}
