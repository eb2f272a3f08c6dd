import {
  canCreatePayments,
  type PortalServiceRow,
  portalServiceRows,
  selectedPortalService,
} from '@flexportal/core';
import { useState } from 'react';
import { useSignedInUser } from '../../../hooks/useSignedInUser.js';

/** What the portal services screen shows: the services, the one open, who may change them. */
export interface PortalServicesModel {
  /** The user is still loading. */
  loading: boolean;
  /** The company has the portals feature (AC-2manager-04). */
  enabled: boolean;
  /** The fourteen services with their status. */
  rows: PortalServiceRow[];
  /** The service whose panel is open. */
  selected: PortalServiceRow | null;
  /** Opens a service's panel. */
  select: (name: string) => void;
  /** The user may sign up and set up auto-transfers (a manager, not a reader). */
  canEdit: boolean;
}

/**
 * The portal services of the signed-in user's company (`portal_services` of `auth/me`, so a
 * sign-up that sets the new user shows at once), opening on `requested` (the route's
 * `{portal_service}`) when it names one of them.
 */
export function usePortalServices(requested: string | undefined): PortalServicesModel {
  const me = useSignedInUser();
  const [chosen, setChosen] = useState<string | null>(null);
  const user = me.status === 'ready' ? me.data : null;
  const rows = portalServiceRows(user?.company?.portal_services ?? user?.portal_services);
  const name = chosen ?? selectedPortalService(requested, rows);
  return {
    loading: me.status === 'loading',
    enabled: Boolean(user?.company?.enabled_features?.portals),
    rows,
    selected: rows.find((r) => r.name === name) ?? null,
    select: setChosen,
    canEdit: canCreatePayments(user),
  };
}
