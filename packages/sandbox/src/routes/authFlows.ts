import { randomBytes } from 'node:crypto';
import { dataEnvelope, LoginResult, MessageBody, User } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authenticate } from '../auth/middleware.js';
import { presentToken, presentUser } from '../auth/present.js';
import { forgetUser } from '../config.js';
import { authKeys, companies, mailbox, users } from '../db/schema.js';
import { sha256 } from '../db/seed.js';
import type { Api, Deps, UserRow } from '../http/env.js';
import { ApiError, fieldError, notFound } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { issueToken } from '../lib/jwt.js';
import { hashPassword } from '../lib/password.js';
import { publishUser } from '../live/routes.js';
import { affiliationOf } from '../reference/affiliationCode.js';
import { registerProfileEdits } from './profileEdits.js';

export const Password = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200)
  .regex(/\d/, 'The password must contain a digit.')
  .regex(/[^A-Za-z0-9]/, 'The password must contain a special character.');
const KeyParams = z.object({ a: z.string().min(1).max(200), b: z.string().min(1).max(200) });

/**
 * The remaining auth flows (PP-7.2-02..11, 15): registration, e-mail approval, password
 * reset, iframe / legacy / flexpsp / portal logins, affiliate owner, to-legacy,
 * rocket-chat; profile update and avatar in {@link registerProfileEdits}. One-time keys
 * are stored hashed in auth_keys.
 */
export function registerAuthFlows(api: Api, deps: Deps): void {
  const { db, config } = deps;
  const auth = authenticate(deps);
  api.use('/auth/to-legacy', auth);
  api.use('/auth/rocket-chat', auth);

  const loginResult = async (user: UserRow) => {
    const company = user.companyId
      ? ((await db.select().from(companies).where(eq(companies.id, user.companyId)))[0] ?? null)
      : null;
    const { token, claims } = issueToken(
      config.jwtSecret,
      { sub: String(user.id), role: user.role, cid: user.companyId },
      config.tokenTtlSeconds,
      config.now(),
    );
    return {
      user: presentUser(user, company),
      token: presentToken(token, claims.exp, claims.iat),
      redirect_url: null,
    };
  };
  const newKey = async (kind: string, userId: number, ttlMs: number, scope = '') => {
    const key = randomBytes(24).toString('hex');
    await db.insert(authKeys).values({
      kind,
      userId,
      scope,
      keyHash: sha256(key),
      expiresAt: new Date(config.now() + ttlMs).toISOString(),
    });
    return key;
  };
  /** A valid, unused key of `kind` for `userId` (and `scope`); consumed when `consume`. */
  const useKey = async (
    kind: string,
    key: string,
    opts: { userId?: number; scope?: string; consume: boolean },
  ) => {
    const conds = [
      eq(authKeys.kind, kind),
      eq(authKeys.keyHash, sha256(key)),
      isNull(authKeys.usedAt),
      gt(authKeys.expiresAt, new Date(config.now()).toISOString()),
    ];
    if (opts.userId !== undefined) conds.push(eq(authKeys.userId, opts.userId));
    if (opts.scope !== undefined) conds.push(eq(authKeys.scope, opts.scope));
    const [row] = opts.consume
      ? await db
          .update(authKeys)
          .set({ usedAt: new Date(config.now()).toISOString() })
          .where(and(...conds))
          .returning()
      : await db
          .select()
          .from(authKeys)
          .where(and(...conds));
    if (!row)
      throw new ApiError(422, 'The link or key is invalid or has expired.', {
        errors: { key: ['The link or key is invalid or has expired.'] },
      });
    const [user] = await db.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw notFound();
    return user;
  };
  const userIdParam = (a: string) => {
    const id = Number(a);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647)
      throw fieldError('a', 'The link is invalid.');
    return id;
  };

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/login-iframe',
      summary: 'Iframe login: same as auth/login (PP-7.2-02)',
      request: jsonBody(
        z.object({
          email: z.string().email('The email must be a valid email address.'),
          password: z.string().min(1),
        }),
      ),
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) => {
      // Delegates to auth/login so both share the same checks and timing.
      const res = await api.request('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(c.req.valid('json')),
      });
      return c.json((await res.json()) as { data: LoginResult }, res.status as 200);
    },
  );

  const Registration = z
    .object({
      first_name: z.string().trim().min(1, 'The first name field is required.').max(120),
      last_name: z.string().trim().max(120).default(''),
      email: z.string().trim().email('The email must be a valid email address.').max(200),
      password: Password,
      password_confirmation: z.string(),
      company_name: z.string().trim().min(1, 'The company name field is required.').max(200),
      legal_type: z.enum(['company', 'individual']).default('company'),
    })
    .refine((v) => v.password === v.password_confirmation, {
      path: ['password'],
      message: 'The password confirmation does not match.',
    });
  const register = async (input: z.infer<typeof Registration>, affiliation: string | null) => {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (taken) throw fieldError('email', 'The email has already been taken.');
    if (affiliation !== null) {
      const ownerId = affiliationOf(affiliation);
      const [owner] = ownerId
        ? await db.select().from(companies).where(eq(companies.id, ownerId))
        : [];
      if (!owner) throw fieldError('affiliation', 'The affiliation is invalid.');
    }
    const [company] = await db
      .insert(companies)
      .values({ name: input.company_name, enabled: false, legalType: input.legal_type })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        role: 'manager',
        companyId: (company as { id: number }).id,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    const created = user as UserRow;
    const key = await newKey('approve-email', created.id, 7 * 24 * 3600_000);
    await db.insert(mailbox).values({
      email: created.email,
      subject: 'Confirm your e-mail address',
      body: `Open /u/email/${created.id}/${key} to confirm your e-mail address.`,
    });
    return loginResult(created);
  };
  for (const path of ['/auth/registration', '/auth/registration/{affiliation}'] as const) {
    api.openapi(
      createRoute({
        method: 'post',
        path,
        summary: 'Register a manager with a new, not yet enabled company (PP-7.2-03)',
        request: {
          ...jsonBody(Registration),
          ...(path.includes('{') ? { params: z.object({ affiliation: z.string().max(40) }) } : {}),
        },
        responses: {
          201: jsonResponse(dataEnvelope(LoginResult), 'Registered'),
          ...errorResponses,
        },
      }),
      async (c) => {
        const affiliation = (c.req.param() as { affiliation?: string }).affiliation ?? null;
        const result = await register(
          c.req.valid('json') as z.infer<typeof Registration>,
          affiliation,
        );
        return c.json({ data: result }, 201);
      },
    );
  }

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/approve-email/{a}/{b}',
      summary: 'Approve the e-mail address from the mailed link (PP-7.2-09)',
      request: { params: KeyParams },
      responses: { 200: jsonResponse(MessageBody, 'Approved'), ...errorResponses },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      const user = await useKey('approve-email', b, { userId: userIdParam(a), consume: true });
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(config.now()).toISOString() })
        .where(eq(users.id, user.id));
      forgetUser(config, user.id);
      return c.json({ message: 'Your e-mail address is confirmed.' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/auth/reset-password/{a}/{b}',
      summary: 'Whether a password reset link is valid (PP-7.2-05)',
      request: { params: KeyParams },
      responses: {
        200: jsonResponse(
          dataEnvelope(z.object({ valid: z.boolean(), email: z.string() })),
          'Valid',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      const user = await useKey('reset', b, { userId: userIdParam(a), consume: false });
      return c.json({ data: { valid: true, email: user.email } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/reset-password/{a}/{b}',
      summary: 'Set a new password from a reset link; the link then stops working (PP-7.2-05)',
      request: {
        params: KeyParams,
        ...jsonBody(
          z
            .object({ password: Password, password_confirmation: z.string() })
            .refine((v) => v.password === v.password_confirmation, {
              path: ['password'],
              message: 'The password confirmation does not match.',
            }),
        ),
      },
      responses: { 200: jsonResponse(MessageBody, 'Reset'), ...errorResponses },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      const { password } = c.req.valid('json');
      const user = await useKey('reset', b, { userId: userIdParam(a), consume: true });
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id));
      forgetUser(config, user.id);
      return c.json({ message: 'Your password has been reset.' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/from-legacy',
      summary: 'Login with a key from the legacy system (PP-7.2-06)',
      request: jsonBody(
        z.object({ key: z.string().min(1, 'The key field is required.').max(200) }),
      ),
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        {
          data: await loginResult(
            await useKey('legacy', c.req.valid('json').key, { consume: false }),
          ),
        },
        200,
      ),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/flexpsp',
      summary: 'Quick login from the payment provider (PP-7.2-07)',
      request: jsonBody(
        z.object({ user_id: z.number().int().positive(), auth_key: z.string().min(1).max(200) }),
      ),
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { user_id, auth_key } = c.req.valid('json');
      return c.json(
        {
          data: await loginResult(
            await useKey('flexpsp', auth_key, { userId: user_id, consume: false }),
          ),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/portals/{a}/{b}',
      summary: 'Login from a remote portal: /portals/{portal}/{key} (PP-7.2-08)',
      request: { params: KeyParams },
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      return c.json(
        { data: await loginResult(await useKey('portal', b, { scope: a, consume: false })) },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/auth/affiliate-owner/{x}',
      summary: 'The company behind an affiliation code `aff-<id>` (PP-7.2-10)',
      request: { params: z.object({ x: z.string().max(40) }) },
      responses: {
        200: jsonResponse(dataEnvelope(z.object({ id: z.number(), name: z.string() })), 'Owner'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const id = affiliationOf(c.req.valid('param').x);
      const [owner] = id ? await db.select().from(companies).where(eq(companies.id, id)) : [];
      if (!owner?.features.includes('affiliation')) throw notFound('No such affiliate owner.');
      return c.json({ data: { id: owner.id, name: owner.name } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/to-legacy',
      summary: 'A url into the legacy system with a one-time key (PP-7.2-11)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.object({ url: z.string() })), 'Url'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const key = await newKey('legacy', c.get('auth').user.id, 5 * 60_000);
      return c.json({ data: { url: `${new URL(c.req.url).origin}/legacy/${key}` } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/rocket-chat',
      summary: 'Chat login token (the sandbox has no chat server) (PP-7.2-12)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(z.object({ token: z.string(), url: z.null() })), 'Token'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        { data: { token: sha256(`rc:${c.get('auth').user.id}`).slice(0, 32), url: null } },
        200,
      ),
  );

  registerProfileEdits(api, deps);
}

/** Stores a password-reset key and returns it (used by auth/forgot-password). */
export async function createResetKey(deps: Deps, userId: number): Promise<string> {
  const key = randomBytes(24).toString('hex');
  await deps.db.insert(authKeys).values({
    kind: 'reset',
    userId,
    keyHash: sha256(key),
    expiresAt: new Date(deps.config.now() + 60 * 60_000).toISOString(),
  });
  return key;
}
