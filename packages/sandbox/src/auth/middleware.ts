import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { companies, revokedTokens, users } from '../db/schema.js';
import type { AppEnv, AuthInfo, Deps } from '../http/env.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { verifyToken } from '../lib/jwt.js';

/** Roles of PP-3.2. */
export const ADMIN_ROLES = ['super-admin', 'admin'] as const;
const MANAGER_ROLES = ['manager', 'manager-reader'] as const;

/** Requires a valid, unrevoked bearer token; loads the user and their company. */
export function authenticate({ db, config }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = verifyToken(match[1] as string, config.jwtSecret, config.now());
    if (!claims) throw unauthorized();
    const cached = config.sessions.get(claims.jti);
    if (cached && cached.until > config.now()) {
      c.set('auth', { ...(cached.value as Omit<AuthInfo, 'claims'>), claims });
      await next();
      return;
    }
    // One round trip: the user, their company and whether the token was revoked.
    const [row] = await db
      .select({
        user: users,
        company: companies,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, Number(claims.sub)));
    if (!row || row.revoked) throw unauthorized();
    // Issued before the last password change or reset (R15.6).
    if ((claims.gen ?? 0) !== row.user.tokenGeneration) throw unauthorized();
    const { user, company } = row;
    if (config.sessionCacheMs > 0) {
      if (config.sessions.size > 10_000) config.sessions.clear();
      config.sessions.set(claims.jti, {
        value: { user, company },
        until: config.now() + config.sessionCacheMs,
      });
    }
    c.set('auth', { user, company, claims });
    await next();
  };
}

/** Passes when the caller has any of `roles` (PP-6: a role check passes on any listed role). */
export function requireRoles(roles: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('auth').user.role)) throw forbidden();
    await next();
  };
}

/**
 * The manager area: manager and manager-reader with a company. Readers are read-only:
 * any method other than GET/HEAD answers 403 (PP-6, readers never create). Paths matching
 * `adminPaths` let administrators through too; their route decides which company they act
 * for (the deployment's white label, routes/whiteLabel.ts).
 */
export function managerArea(adminPaths?: RegExp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user, company } = c.get('auth');
    if (adminPaths?.test(c.req.path) && (ADMIN_ROLES as readonly string[]).includes(user.role)) {
      await next();
      return;
    }
    if (!(MANAGER_ROLES as readonly string[]).includes(user.role) || !company) throw forbidden();
    const method = c.req.method.toUpperCase();
    if (user.role === 'manager-reader' && method !== 'GET' && method !== 'HEAD') {
      throw forbidden('Read-only users cannot make changes.');
    }
    await next();
  };
}

/** Money moves need an enabled company (PP-6: some data loads only when enabled). */
export function requireEnabledCompany(company: { enabled: boolean } | null): void {
  if (!company?.enabled) throw forbidden('Your company is not enabled yet.');
}
