import type { CrmContext } from '@flexportal/elements';
import type { PortalUser } from '../auth/createAuth.js';

/** An id as the protocol carries it: a non-empty string, or null when there is none. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * What a CRM host may know about the signed-in user (AC-1-10): ids, e-mail and the portal's
 * host name, built field by field so nothing else of the user (and never the token) leaves
 * the portal. Signed out (`user` null): every field null.
 */
export function crmContext(user: PortalUser | null, domain: string): CrmContext {
  if (!user) {
    return {
      user_id: null,
      user_zuid: null,
      user_email: null,
      domain: null,
      organization_id: null,
    };
  }
  // The API gives no Zoho id today; accept one under the names it would have.
  const loose = user as Record<string, unknown>;
  const company = user.company as { id?: unknown } | null | undefined;
  return {
    user_id: idOf(user.id),
    user_zuid: idOf(loose.zuid ?? loose.zoho_id ?? loose.user_zuid),
    user_email: typeof user.email === 'string' && user.email !== '' ? user.email : null,
    domain: domain || null,
    organization_id: idOf(company?.id),
  };
}
