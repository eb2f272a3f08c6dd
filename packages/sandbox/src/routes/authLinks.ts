import { randomBytes } from 'node:crypto';
import { dataEnvelope, LoginResult } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { chatToken } from '../auth/chatToken.js';
import { authenticate } from '../auth/middleware.js';
import { KeyParams, oneTimeKeys } from '../auth/oneTimeKeys.js';
import { loginAnswerFor } from '../auth/signInAnswer.js';
import { companies } from '../db/schema.js';
import type { Api, Deps } from '../http/env.js';
import { notFound } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { affiliationOf } from '../reference/affiliationCode.js';

/**
 * Sign-in links from other systems and links out of ours (PP-7.2-08..11, 15): legacy,
 * flexpsp and portal keys, the affiliate owner, to-legacy and rocket-chat.
 */
export function registerAuthLinks(api: Api, deps: Deps): void {
  const { db } = deps;
  const auth = authenticate(deps);
  api.use('/auth/to-legacy', auth);
  // Open to guests (the page is a guest route, AC-2guest): a caller with a token gets its own
  // chat sign-in, one without gets a guest's.
  api.use('/auth/rocket-chat', (c, next) =>
    c.req.header('Authorization') ? auth(c, next) : next(),
  );
  const { newKey, spendKey } = oneTimeKeys(deps);
  /** The sign-in answer of a key spent once, atomically (R16.4). */
  const signInWith = async (...args: Parameters<typeof spendKey>) =>
    loginAnswerFor(deps, (await spendKey(...args)).user);
  const ChatSignIn = z.object({
    token: z.string(),
    url: z.null(),
    /** The live-chat guest of AC-1-08; ids and name are null for a visitor. */
    guest: z.object({
      token: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      company_id: z.number().int().nullable(),
      user_id: z.number().int().nullable(),
    }),
  });

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
    async (c) => c.json({ data: await signInWith('legacy', c.req.valid('json').key) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/oauth',
      summary: 'Login with the one-time code of /login?oauth_code= (PP-2.1-02)',
      request: jsonBody(
        z.object({ code: z.string().min(1, 'The code field is required.').max(200) }),
      ),
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await signInWith('oauth', c.req.valid('json').code) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/flexpsp',
      summary: 'Quick login from the payment provider; the key works once (PP-7.2-07)',
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
      return c.json({ data: await signInWith('flexpsp', auth_key, { userId: user_id }) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/portals/{a}/{b}',
      summary:
        'Login from a remote portal: /portals/{portal}/{key}; the key works once (PP-7.2-08, R16.4)',
      request: { params: KeyParams },
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      return c.json({ data: await signInWith('portal', b, { scope: a }) }, 200);
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
      const { user, claims } = c.get('auth');
      // Dies with this session (its logout), like every sign-in key a session mints.
      const key = await newKey('legacy', user.id, { sessionId: claims.jti });
      return c.json({ data: { url: `${new URL(c.req.url).origin}/legacy/${key}` } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/rocket-chat',
      summary:
        "Chat sign-in: the user's, or a guest's without a token (the sandbox stands in for the chat server) (PP-7.2-12, AC-1-08)",
      // Public: a bearer token, when sent, makes it the user's (not an OpenAPI requirement).
      responses: {
        200: jsonResponse(dataEnvelope(ChatSignIn), 'Token and chat guest'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const auth = c.get('auth');
      const user = auth?.user;
      // The user's: keyed with the chat secret, per session (R16.5); a visitor's: random.
      const token = auth
        ? chatToken(deps.config, auth.user.id, auth.claims.jti)
        : randomBytes(32).toString('hex');
      const guest = {
        token,
        name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
        email: user?.email ?? null,
        company_id: user?.companyId ?? null,
        user_id: user?.id ?? null,
      };
      return c.json({ data: { token, url: null, guest } }, 200);
    },
  );
}
