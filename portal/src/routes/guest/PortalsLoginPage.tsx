import { auth } from '../../app/portalClient.js';
import { KeyLogin } from './KeyLogin.js';

/** /portals/{portal}/{key}: login from a remote portal (PP-2.1-07). */
export default function PortalsLoginPage() {
  return (
    <KeyLogin
      call={({ portal = '', key = '' }) =>
        auth.loginWith(`auth/portals/${encodeURIComponent(portal)}/${encodeURIComponent(key)}`)
      }
    />
  );
}
