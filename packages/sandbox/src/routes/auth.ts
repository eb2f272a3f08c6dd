import { randomBytes } from 'node:crypto';
import {
  dataEnvelope,
  LoginRequest,
  LoginResult,
  MessageBody,
  RefreshResult,
  User,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq, lt, sql } from 'drizzle-orm';
import { authenticate } from '../auth/middleware.js';
import { requireOtp, useTotpCode } from '../auth/otp.js';
import { clearAttempts, countAttempt } from '../auth/otpLock.js';
import { setPassword } from '../auth/passwords.js';
import { presentUser } from '../auth/present.js';
import { tokenFor } from '../auth/tokens.js';
import { forgetUser } from '../config.js';
import { companies, mailbox, revokedTokens, users } from '../db/schema.js';
import type { Api, AuthInfo, CompanyRow, Deps, UserRow } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { verifyPassword } from '../lib/password.js';
import { otpauthUri, verifyTotp } from '../lib/totp.js';
import { publishUser } from '../live/routes.js';
import { claimSignInAttempt, clearThrottle, recordSignIn } from './admin/signInGuard.js';
import { createResetKey } from './authFlows.js';

/** The answer of a sign-in (PP-7.2-01: user, token, redirect_url), also of impersonation. */
export function loginAnswer(deps: Deps, user: UserRow, company: CompanyRow | null) {
  return { user: presentUser(user, company), token: tokenFor(deps, user), redirect_url: null };
}

async function revoke(deps: Deps, auth: AuthInfo) {
  deps.config.sessions.delete(auth.claims.jti);
  await deps.db
    .insert(revokedTokens)
    .values({ jti: auth.claims.jti, expiresAt: new Date(auth.claims.exp * 1000).toISOString() })
    .onConflictDoNothing();
  // Housekeeping: entries past their token's expiry are no longer needed.
  await deps.db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, new Date(deps.config.now()).toISOString()));
}

/** Registers auth/* and profile/* routes. */
export function registerAuth(api: Api, deps: Deps): void {
  const { db } = deps;
  const auth = authenticate(deps);
  /**
   * An authenticator code for the two-factor settings: counted per user before it is
   * checked (R15.2's lock, action `2fa`), single use; 422 on `field` when wrong.
   */
  const checkedTotp = async (user: UserRow, secret: string, code: string, field: string) => {
    await countAttempt(deps, user.id, '2fa');
    if (!(await useTotpCode(deps, user.id, secret, code))) {
      throw fieldError(field, 'The code is invalid.');
    }
    await clearAttempts(deps, user.id, '2fa');
  };
  for (const path of ['/auth/me', '/auth/refresh', '/auth/logout', '/profile', '/profile/*']) {
    api.use(path, auth);
  }

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/login',
      summary: 'Log in (PP-7.2-01)',
      request: jsonBody(LoginRequest),
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      await claimSignInAttempt(deps, email);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      // The same answer and (roughly) the same work whether the e-mail exists or not.
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyPassword(password, DUMMY_HASH).then(() => false);
      if (!user || !ok) {
        throw fieldError('email', 'These credentials do not match our records.');
      }
      // Sign-in with two-factor (when switched on): the authenticator's code, once, like a
      // money move's (403 + X-OTP-Required until a valid X-OTP-Code comes). The password was
      // right, so its throttle is done; wrong codes from here on count in the code's own lock
      // (R15.2), not as failed passwords.
      if (deps.config.loginTwoFactor && user.totpSecret) {
        await clearThrottle(deps, email);
        await requireOtp(
          deps,
          user,
          { action: 'login', sourceAccountId: 0, amount: '0', currency: '', payee: '' },
          c.req.header('X-OTP-Code'),
          c.req.header('X-Browser-Id') ?? null,
        );
      }
      await recordSignIn(deps, c, user);
      const company = user.companyId
        ? ((await db.select().from(companies).where(eq(companies.id, user.companyId)))[0] ?? null)
        : null;
      return c.json({ data: loginAnswer(deps, user, company) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/auth/me',
      summary: 'Current user (PP-7.2-13)',
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(User), 'The user'), ...errorResponses },
    }),
    (c) => {
      const { user, company } = c.get('auth');
      return c.json({ data: presentUser(user, company) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/refresh',
      summary: 'New token; the old one is revoked (PP-7.2-12)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(RefreshResult), 'A new token'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const info = c.get('auth');
      await revoke(deps, info);
      return c.json({ data: { token: tokenFor(deps, info.user) } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout',
      summary: 'Log out: the token is revoked server-side (PP-7.2-12, R13)',
      security: bearer,
      responses: { 200: jsonResponse(MessageBody, 'Logged out'), ...errorResponses },
    }),
    async (c) => {
      await revoke(deps, c.get('auth'));
      return c.json({ message: 'Successfully logged out' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/forgot-password',
      summary:
        'Mails a reset link into the dev mailbox; same answer for unknown e-mails (PP-7.2-04)',
      request: jsonBody(
        z.object({ email: z.string().trim().email('The email must be a valid email address.') }),
      ),
      responses: { 200: jsonResponse(MessageBody, 'Message'), ...errorResponses },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (user) {
        const key = await createResetKey(deps, user.id);
        await db.insert(mailbox).values({
          email: user.email,
          subject: 'Reset your password',
          body: `Open /reset-password/${user.id}/${key} to choose a new password.`,
        });
      }
      return c.json({ message: 'We have emailed your password reset link!' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/profile',
      summary: 'Profile (PP-7.2-14)',
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(User), 'The profile'), ...errorResponses },
    }),
    (c) => {
      const { user, company } = c.get('auth');
      return c.json({ data: presentUser(user, company) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/profile/password',
      summary:
        "Change password (PP-7.2-16; min 8, a digit and a special character); the user's other sessions end, this one goes on with the token in the answer (R15.6)",
      security: bearer,
      request: jsonBody(
        z
          .object({
            current_password: z.string().min(1, 'The current password field is required.'),
            password: z
              .string()
              .min(8, 'The password must be at least 8 characters.')
              .regex(/\d/, 'The password must contain a digit.')
              .regex(/[^A-Za-z0-9]/, 'The password must contain a special character.'),
            password_confirmation: z.string(),
          })
          .refine((v) => v.password === v.password_confirmation, {
            path: ['password'],
            message: 'The password confirmation does not match.',
          }),
      ),
      responses: {
        200: jsonResponse(
          MessageBody.extend({ data: z.object({ token: RefreshResult.shape.token }) }),
          'Changed',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const info = c.get('auth');
      const { user } = info;
      const input = c.req.valid('json');
      if (!(await verifyPassword(input.current_password, user.passwordHash))) {
        throw fieldError('current_password', 'The current password is incorrect.');
      }
      const updated = await setPassword(deps, user.id, input.password);
      await revoke(deps, info);
      return c.json({ message: 'Password updated', data: { token: tokenFor(deps, updated) } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/profile/2fa/google/qr-code',
      summary: 'A fresh authenticator secret and its otpauth URI (PP-7.2-17)',
      security: bearer,
      responses: {
        200: jsonResponse(
          dataEnvelope(z.object({ secret: z.string(), url: z.string() })),
          'Secret',
        ),
        ...errorResponses,
      },
    }),
    (c) => {
      const { user } = c.get('auth');
      const secret = base32Secret();
      return c.json({ data: { secret, url: otpauthUri(secret, user.email) } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/profile/2fa/google/assign',
      summary:
        'Assign Google two-factor: the secret and a current code from it; replacing one needs a current code of the old one, `current_code` (PP-7.2-17, R15.3)',
      security: bearer,
      request: jsonBody(
        z.object({
          secret: z.string().regex(/^[A-Z2-7]{16,64}$/, 'The secret must be base32.'),
          code: z.string().regex(/^\d{6}$/, 'The code must be 6 digits.'),
          current_code: z
            .string()
            .regex(/^\d{6}$/, 'The code must be 6 digits.')
            .optional(),
        }),
      ),
      responses: { 200: jsonResponse(dataEnvelope(User), 'The user'), ...errorResponses },
    }),
    async (c) => {
      const { user, company } = c.get('auth');
      const { secret, code, current_code } = c.req.valid('json');
      // A session alone never replaces an authenticator: the old one's code comes too.
      if (user.totpSecret) {
        if (!current_code) {
          throw fieldError('current_code', 'A code from your current authenticator is required.');
        }
        await checkedTotp(user, user.totpSecret, current_code, 'current_code');
      }
      if (verifyTotp(secret, code, deps.config.now()) === null) {
        throw fieldError('code', 'The code is invalid.');
      }
      // Its step is burnt too: the code that turned it on cannot turn it off.
      await useTotpCode(deps, user.id, secret, code);
      const [updated] = await db
        .update(users)
        .set({ totpSecret: secret })
        .where(eq(users.id, user.id))
        .returning();
      forgetUser(deps.config, user.id);
      publishUser(deps, c.get('auth'), updated ?? user);
      return c.json({ data: presentUser(updated ?? user, company) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/profile/2fa/google/remove',
      summary: 'Remove Google two-factor; needs a current code, once (PP-7.2-17, R15.3)',
      security: bearer,
      request: jsonBody(
        z.object({ code: z.string().regex(/^\d{6}$/, 'The code must be 6 digits.') }),
      ),
      responses: { 200: jsonResponse(dataEnvelope(User), 'The user'), ...errorResponses },
    }),
    async (c) => {
      const { user, company } = c.get('auth');
      const { code } = c.req.valid('json');
      if (!user.totpSecret) throw new ApiError(422, 'Two-factor is not assigned.');
      await checkedTotp(user, user.totpSecret, code, 'code');
      const [updated] = await db
        .update(users)
        .set({ totpSecret: null })
        .where(eq(users.id, user.id))
        .returning();
      forgetUser(deps.config, user.id);
      publishUser(deps, c.get('auth'), updated ?? user);
      return c.json({ data: presentUser(updated ?? user, company) }, 200);
    },
  );
}

/** A random 32-character base32 secret. */
function base32Secret(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...randomBytes(32)].map((b) => alphabet[b % 32]).join('');
}

/** A hash of a random password: unknown e-mails still cost one scrypt. */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
