import type { WhiteLabel } from '@flexportal/core/contract';
import { desc } from 'drizzle-orm';
import { whiteLabels } from '../db/schemaCompany.js';
import type { Db } from '../db/types.js';
import { API_BASE } from '../http/apiBase.js';

type WhiteLabelRow = typeof whiteLabels.$inferSelect;

/**
 * Where an uploaded image is served, under the API root: a same-origin path for the portal
 * (its proxy serves the API, so the strict CSP's img-src 'self' holds).
 */
const imageUrl = (id: number | null) =>
  id === null ? null : `${API_BASE}/white-label/images/${id}`;

/** A saved record in the wire shape of AC-1-03. */
export function presentWhiteLabel(row: WhiteLabelRow) {
  return {
    name: row.name,
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    support_email: row.supportEmail,
    logo_url: imageUrl(row.logoImageId),
    dark_logo_url: imageUrl(row.darkLogoImageId),
    favicon_url: imageUrl(row.faviconImageId),
    background_url: imageUrl(row.backgroundImageId),
    cache_set_at: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The fields the deployment's public record takes from the newest saved white label (the
 * sandbox runs one deployment; the company that saved last brands it).
 */
export async function deploymentWhiteLabel(db: Db): Promise<Partial<WhiteLabel>> {
  const [row] = await db.select().from(whiteLabels).orderBy(desc(whiteLabels.updatedAt)).limit(1);
  if (!row) return {};
  const { cache_set_at: _at, ...fields } = presentWhiteLabel(row);
  // Only what was set: an image not uploaded keeps the deployment's default.
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
}
