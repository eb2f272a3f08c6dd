import { randomBytes } from 'node:crypto';
import { dataEnvelope, User } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { requireOtp, TWO_FACTOR_CHANGE, useTotpCode } from '../auth/otp.js';
import { clearAttempts, countAttempt } from '../auth/otpLock.js';
import { presentSelf } from '../auth/present.js';
import { forgetUser } from '../config.js';
import { users } from '../db/schema.js';
import type { Api, AuthInfo, Deps, UserRow } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import {
  bearer,
  errorResponses,
  jsonBody,
  jsonResponse,
  tooManyRequests,
} from '../http/openapi.js';
import { verifyPassword } from '../lib/password.js';
import { otpauthUri, verifyTotp } from '../lib/totp.js';
import { publishUser } from '../live/routes.js';

const Code = z.string().regex(/^\d{6}$/, 'The code must be 6 digits.');
const Password = z.string().min(1, 'The password field is required.').max(200);
/** What a change of the factor answers: the user, or why not (429: the `2fa` lock). */
const changeResponses = {
  200: jsonResponse(dataEnvelope(User), 'The user'),
  ...errorResponses,
  ...tooManyRequests,
};
/** The lock of the two-factor settings (R15.2): wrong passwords and codes counted per user. */
const LOCK = '2fa';

/** A random 32-character base32 secret. */
function base32Secret(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return [...randomBytes(32)].map((b) => alphabet[b % 32]).join('');
}

/**
 * The two-factor settings (PP-7.2-17). Adding, replacing or removing a factor needs the
 * password AND the current factor (R15.3, R16.2): an authenticator user's code of it, an
 * e-mail user's e-mailed code through the usual challenge (403 + X-OTP-Required: email, the
 * code bound to the new secret). Each request is counted in the user's `2fa` lock before
 * anything is checked, so neither the password nor a code can be guessed through here.
 */
export function registerTwoFactorSettings(api: Api, deps: Deps): void {
  const { db } = deps;
  /** The password and, for an authenticator user, a code of it (`field`); 422 when wrong. */
  const checkOwner = async (
    user: UserRow,
    password: string,
    code: string | undefined,
    field: string,
  ) => {
    await countAttempt(deps, user.id, LOCK);
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw fieldError('password', 'The password is incorrect.');
    }
    if (!user.totpSecret) return;
    if (!code) throw fieldError(field, 'A code from your current authenticator is required.');
    if (!(await useTotpCode(deps, user.id, user.totpSecret, code))) {
      throw fieldError(field, 'The code is invalid.');
    }
  };
  /** Stores the new factor (null: none) and answers the user as this session sees them. */
  const save = async (info: AuthInfo, totpSecret: string | null) => {
    await clearAttempts(deps, info.user.id, LOCK);
    const [updated] = await db
      .update(users)
      .set({ totpSecret })
      .where(eq(users.id, info.user.id))
      .returning();
    forgetUser(deps.config, info.user.id);
    publishUser(deps, info, updated ?? info.user);
    return presentSelf(deps, info, updated ?? info.user);
  };

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
        "Assign Google two-factor: the secret, a code from it and the password; replacing an authenticator needs a code of it (`current_code`), an e-mail user's the e-mailed code (X-OTP-Code after 403 X-OTP-Required: email) (PP-7.2-17, R15.3, R16.2)",
      security: bearer,
      request: jsonBody(
        z.object({
          secret: z.string().regex(/^[A-Z2-7]{16,64}$/, 'The secret must be base32.'),
          code: Code,
          password: Password,
          current_code: Code.optional(),
        }),
      ),
      responses: changeResponses,
    }),
    async (c) => {
      const info = c.get('auth');
      const { user } = info;
      const { secret, code, password, current_code } = c.req.valid('json');
      await checkOwner(user, password, current_code, 'current_code');
      // Checked, not yet spent: a code typed while the mail was on its way may still do.
      if (verifyTotp(secret, code, deps.config.now()) === null) {
        throw fieldError('code', 'The code is invalid.');
      }
      if (!user.totpSecret) {
        // An e-mail user's factor is the mailbox: its code, bound to this very secret.
        await requireOtp(
          deps,
          user,
          {
            action: TWO_FACTOR_CHANGE,
            sourceAccountId: 0,
            amount: '0',
            currency: '',
            payee: secret,
          },
          c.req.header('X-OTP-Code'),
          c.req.header('X-Browser-Id') ?? null,
        );
      }
      // Its step is burnt too: the code that turned it on cannot turn it off. (Steps are
      // counted per user: it may share its step with the current authenticator's code.)
      await useTotpCode(deps, user.id, secret, code);
      return c.json({ data: await save(info, secret) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'delete',
      path: '/profile/2fa/google/remove',
      summary:
        'Remove Google two-factor: the password and a current code, once (PP-7.2-17, R15.3, R16.2)',
      security: bearer,
      request: jsonBody(z.object({ code: Code, password: Password })),
      responses: changeResponses,
    }),
    async (c) => {
      const info = c.get('auth');
      const { code, password } = c.req.valid('json');
      if (!info.user.totpSecret) throw new ApiError(422, 'Two-factor is not assigned.');
      await checkOwner(info.user, password, code, 'code');
      return c.json({ data: await save(info, null) }, 200);
    },
  );
}
