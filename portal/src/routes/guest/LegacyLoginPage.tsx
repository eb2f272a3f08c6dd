import { auth } from '../../app/portalClient.js';
import { KeyLogin } from './KeyLogin.js';

/** /legacy/{key}: login from the legacy system (PP-2.1-05). */
export default function LegacyLoginPage() {
  return <KeyLogin call={({ key }) => auth.loginWith('auth/from-legacy', { key })} />;
}
