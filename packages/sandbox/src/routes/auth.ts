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
import { oneTimeKeys } from '../auth/oneTimeKeys.js';
import { requireOtp } from '../auth/otp.js';
import { setPassword } from '../auth/passwords.js';
import { presentSelf } from '../auth/present.js';
import { loginAnswer } from '../auth/signInAnswer.js';
import { tokenFor } from '../auth/tokens.js';
import { companies, revokedTokens, users } from '../db/schema.js';
import { clientAddress } from '../http/clientAddress.js';
import type { Api, AuthInfo, Deps } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import {
  bearer,
  errorResponses,
  jsonBody,
  jsonResponse,
  tooManyRequests,
} from '../http/openapi.js';
import { claimRate, forgetEndedWindows, RATE_LIMITS } from '../http/rateLimits.js';
import { verifyPassword, verifyPasswordOrNone } from '../lib/password.js';
import { claimSignInAttempt, clearThrottle, recordSignIn } from './admin/signInGuard.js';
import { registerTwoFactorSettings } from './twoFactorSettings.js';

export { loginAnswer } from '../auth/signInAnswer.js';

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

/** Registers auth/* and profile/* routes (the two-factor settings in twoFactorSettings.ts). */
export function registerAuth(api: Api, deps: Deps): void {
  const { db } = deps;
  const auth = authenticate(deps);
  for (const path of ['/auth/me', '/auth/refresh', '/auth/logout', '/profile', '/profile/*']) {
    api.use(path, auth);
  }

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/login',
      summary:
        'Log in (PP-7.2-01); at most 100 failed sign-ins per address in 15 minutes (429, R16.7)',
      request: jsonBody(LoginRequest),
      responses: {
        200: jsonResponse(dataEnvelope(LoginResult), 'Login result'),
        ...errorResponses,
        ...tooManyRequests,
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      // Counted before the e-mail's own lock (which writes a row for any e-mail) and before
      // hashing; given back once the password proves right, so only failures use it up.
      const address = await claimRate(
        deps,
        RATE_LIMITS.failedSignInsPerAddress,
        clientAddress(c, deps.config),
        'email',
      );
      await claimSignInAttempt(deps, email);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      // The same answer and the same work (one password hash) whether the e-mail exists or not.
      if (!(await verifyPasswordOrNone(password, user?.passwordHash)) || !user) {
        throw fieldError('email', 'These credentials do not match our records.');
      }
      await address.release();
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
    (c) => c.json({ data: presentSelf(deps, c.get('auth')) }, 200),
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
      summary:
        'Log out: the token is revoked server-side, and the sign-in keys this session made die (PP-7.2-12, R13, R16.4)',
      security: bearer,
      responses: { 200: jsonResponse(MessageBody, 'Logged out'), ...errorResponses },
    }),
    async (c) => {
      const info = c.get('auth');
      await revoke(deps, info);
      await oneTimeKeys(deps).endSessionKeys(info.claims.jti);
      await forgetEndedWindows(deps);
      return c.json({ message: 'Successfully logged out' }, 200);
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
    (c) => c.json({ data: presentSelf(deps, c.get('auth')) }, 200),
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

  registerTwoFactorSettings(api, deps);
}
