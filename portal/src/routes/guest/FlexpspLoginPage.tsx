import { auth } from '../../app/portalClient.js';
import { KeyLogin } from './KeyLogin.js';

/** /flexpsp/auth/{user_id}/{auth_key}: quick login, flexpsp-quick-login (PP-2.1-06). */
export default function FlexpspLoginPage() {
  return (
    <KeyLogin
      call={({ user_id, auth_key }) =>
        auth.loginWith('auth/flexpsp', { user_id: Number(user_id), auth_key })
      }
    />
  );
}
