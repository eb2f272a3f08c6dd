import { defaultDashboard } from '@flexportal/core';
import { Kyc } from '@flexportal/react/kyc';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PortalUser } from '../../app/auth/createAuth.js';
import { pathOf } from '../../app/auth/guard.js';
import { auth } from '../../app/portalClient.js';

/**
 * profile.verifications (/profile/compliance-trackings/{service?}/{id?}, AC-2guest-02): the
 * verification flow. An address naming a stage follows the stage the flow is at; once the tracking is no
 * longer required the fresh user replaces the portal's and the dashboard opens (PP-2.2-07),
 * so the user is never left on a page they cannot leave.
 */
export default function VerificationsPage() {
  const { service } = useParams();
  const navigate = useNavigate();
  // An address naming another stage follows the flow; the bare address stays as it is.
  const onStageChange = useCallback(
    ({ stage }: { stage: string }) => {
      if (service) navigate(`/profile/compliance-trackings/${stage}`, { replace: true });
    },
    [navigate, service],
  );
  const onReleased = useCallback(
    ({ user }: { user: unknown }) => {
      auth.store.setState({ user: user as PortalUser });
      navigate(pathOf(defaultDashboard(user as PortalUser)), { replace: true });
    },
    [navigate],
  );
  return <Kyc service={service} onStageChange={onStageChange} onReleased={onReleased} />;
}
