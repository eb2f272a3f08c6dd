import type { WhiteLabel } from '@flexportal/core/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies, settings } from '../db/schema.js';
import { whiteLabels } from '../db/schemaCompany.js';
import type { Db } from '../db/types.js';
import { API_BASE } from '../http/apiBase.js';

type WhiteLabelRow = typeof whiteLabels.$inferSelect;

/**
 * Where an uploaded image is served, under the API root: a same-origin path for the portal
 * (its proxy serves the API, so the strict CSP's img-src 'self' holds).
 */
export const imageUrl = (id: number | null) =>
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
 * The company running this deployment's white label: the first company with the feature
 * on (Acme in the seed). Its record is the public one, and the deployment's administrators
 * edit it (docs/decisions.md, "Issue 24: white-label documents and the admin twins").
 */
export async function deploymentCompany(db: Db) {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.whiteLabelEnabled, true))
    .orderBy(asc(companies.id))
    .limit(1);
  return row ?? null;
}

/**
 * The fields the deployment's public record takes from the white label of the company
 * running it ({@link deploymentCompany}); other companies' white labels brand their own
 * deployments, which this sandbox does not serve.
 */
export async function deploymentWhiteLabel(db: Db): Promise<Partial<WhiteLabel>> {
  const company = await deploymentCompany(db);
  if (!company) return {};
  const [row] = await db.select().from(whiteLabels).where(eq(whiteLabels.companyId, company.id));
  if (!row) return {};
  const { cache_set_at: _at, ...fields } = presentWhiteLabel(row);
  // Only what was set: an image not uploaded keeps the deployment's default.
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
}

/** The setting the deployment's support e-mail comes from (AC-1-05), seeded in seedAccounts.ts. */
const SUPPORT_EMAIL_KEY = 'support_email';

/**
 * The support e-mail the administrators set (AC-1-05: it comes from a setting), or null
 * when the setting is missing or not an e-mail address. The public record answers it
 * unless the white label sets its own (AC-1-03, docs/decisions.md "Issue 40").
 */
export async function supportEmailSetting(db: Db): Promise<string | null> {
  // As text, parsed here: drizzle's jsonb reader parses a stored string a second time.
  const [row] = await db
    .select({ json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(eq(settings.key, SUPPORT_EMAIL_KEY));
  const parsed = row ? z.email().safeParse(JSON.parse(row.json)) : null;
  return parsed?.success ? parsed.data : null;
}
