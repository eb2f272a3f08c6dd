import { Button } from '@flexportal/react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { usePortalT } from '../i18n/locale.js';
import { menuPath } from './menus/menuPath.js';
import { auth, client } from './portalClient.js';

/**
 * Shown while an administrator acts as a manager (PP-4.8-06): whom they act as, and the
 * way back (the reserved admin token, then admin.users).
 */
export function ImpersonationBanner() {
  const navigate = useNavigate();
  const { t } = usePortalT();
  const acting = useStore(client.session.store, (s) => s.hasAdminToken);
  const email = useStore(auth.store, (s) => s.user?.email);
  if (!acting) return null;
  return (
    <div className="portal-impersonation" role="status">
      {t('portal.actingAs')} <strong>{email}</strong>{' '}
      <Button
        variant="secondary"
        onClick={() => navigate(menuPath(auth.backToAdmin() ?? 'admin.dashboard'))}
      >
        {t('portal.backToAdmin')}
      </Button>
    </div>
  );
}
