import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { SandboxConfig } from '../config.js';
import type { companies, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { JwtClaims } from '../lib/jwt.js';
import type { LiveHub } from '../live/hub.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Who is calling, set by the authentication middleware. */
export interface AuthInfo {
  user: UserRow;
  company: CompanyRow | null;
  claims: JwtClaims;
}

/** Hono environment of the API: the authenticated caller, when there is one. */
export type AppEnv = { Variables: { auth: AuthInfo } };

/** The API app routes register on. */
export type Api = OpenAPIHono<AppEnv>;

/** What route modules need. */
export interface Deps {
  db: Db;
  config: SandboxConfig;
  /** The live channel, when the server runs one (events are skipped otherwise). */
  live?: LiveHub | undefined;
}

/** The caller's company, set by the authentication middleware of company-scoped routes. */
export const companyOf = (c: Context<AppEnv>) => c.get('auth').company as CompanyRow;
