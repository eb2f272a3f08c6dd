import { dataEnvelope, LoginResult, MessageBody } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { authenticate } from '../auth/middleware.js';
import { KeyParams, oneTimeKeys } from '../auth/oneTimeKeys.js';
import { setPassword } from '../auth/passwords.js';
import { mailResetLink } from '../auth/resetLink.js';
import { loginAnswerFor } from '../auth/signInAnswer.js';
import { forgetUser } from '../config.js';
import { companies, mailbox, users } from '../db/schema.js';
import { clientAddress } from '../http/clientAddress.js';
import type { Api, Deps, UserRow } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import { errorResponses, jsonBody, jsonResponse, tooManyRequests } from '../http/openapi.js';
import { claimRate, RATE_LIMITS } from '../http/rateLimits.js';
import { sqlState } from '../ledger/operations.js';
import { hashPassword } from '../lib/password.js';
import { affiliationOf } from '../reference/affiliationCode.js';
import { registerAuthLinks } from './authLinks.js';
import { registerProfileEdits } from './profileEdits.js';

const emailTaken = () => fieldError('email', 'The email has already been taken.');

export const Password = z
  .string()
  .min(8, 'The password must be at least 8 characters.')
  .max(200)
  .regex(/\d/, 'The password must contain a digit.')
  .regex(/[^A-Za-z0-9]/, 'The password must contain a special character.');

/**
 * The remaining auth flows (PP-7.2-02..11, 15): registration, e-mail approval, password
 * reset, iframe / legacy / flexpsp / portal logins, affiliate owner, to-legacy,
 * rocket-chat; profile update and avatar in {@link registerProfileEdits}. Keys are single
 * use (auth/oneTimeKeys.ts); what mails or makes rows without a session is rate limited
 * (http/rateLimits.ts).
 */
export function registerAuthFlows(api: Api, deps: Deps): void {
  const { db, config } = deps;
  const _auth = authenticate(deps);

  const { newKey, spendKey, peekKey, userIdParam } = oneTimeKeys(deps);

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/login-iframe',
      summary: 'Iframe login: same as auth/login, two-factor included (PP-7.2-02)',
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
      // Delegates to auth/login so both share the same checks and timing, with the caller's
      // headers and connection: the checkpoint of this IP and browser applies here too (R15.11),
      // and the two-factor challenge too: its answer headers come back.
      const headers = new Headers(c.req.raw.headers);
      headers.set('Content-Type', 'application/json');
      headers.delete('Content-Length');
      const res = await api.request(
        '/auth/login',
        { method: 'POST', headers, body: JSON.stringify(c.req.valid('json')) },
        c.env,
      );
      for (const name of ['X-OTP-Required', 'Retry-After']) {
        const value = res.headers.get(name);
        if (value !== null) c.header(name, value);
      }
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
  const register = async (
    input: z.infer<typeof Registration>,
    affiliation: string | null,
    address: string,
  ) => {
    // Each registration makes a company, a user and a mail: counted per address first.
    await claimRate(deps, RATE_LIMITS.registrationPerAddress, address, 'email');
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (taken) throw emailTaken();
    if (affiliation !== null) {
      const ownerId = affiliationOf(affiliation);
      const [owner] = ownerId
        ? await db.select().from(companies).where(eq(companies.id, ownerId))
        : [];
      if (!owner) throw fieldError('affiliation', 'The affiliation is invalid.');
    }
    const passwordHash = await hashPassword(input.password);
    // User and company in one transaction: a registration that loses the race for the
    // e-mail (unique on its lower case, R15.9) leaves no company behind and answers 422.
    const created = await db
      .transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({ name: input.company_name, enabled: false, legalType: input.legal_type })
          .returning();
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            role: 'manager',
            companyId: (company as { id: number }).id,
            passwordHash,
          })
          .returning();
        return user as UserRow;
      })
      .catch((err: unknown) => {
        throw sqlState(err) === '23505' ? emailTaken() : err;
      });
    const key = await newKey('approve-email', created.id);
    await db.insert(mailbox).values({
      email: created.email,
      subject: 'Confirm your e-mail address',
      body: `Open /u/email/${created.id}/${key} to confirm your e-mail address.`,
    });
    return loginAnswerFor(deps, created);
  };
  for (const path of ['/auth/registration', '/auth/registration/{affiliation}'] as const) {
    api.openapi(
      createRoute({
        method: 'post',
        path,
        summary:
          'Register a manager with a new, not yet enabled company; at most 10 per address an hour (429, PP-7.2-03, R16.7)',
        request: {
          ...jsonBody(Registration),
          ...(path.includes('{') ? { params: z.object({ affiliation: z.string().max(40) }) } : {}),
        },
        responses: {
          201: jsonResponse(dataEnvelope(LoginResult), 'Registered'),
          ...errorResponses,
          ...tooManyRequests,
        },
      }),
      async (c) => {
        const affiliation = (c.req.param() as { affiliation?: string }).affiliation ?? null;
        const result = await register(
          c.req.valid('json') as z.infer<typeof Registration>,
          affiliation,
          clientAddress(c, config),
        );
        return c.json({ data: result }, 201);
      },
    );
  }

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/forgot-password',
      summary:
        'Mails a reset link into the dev mailbox; the same answer and work for unknown e-mails; at most 3 per e-mail and 20 per address in 15 minutes (429) (PP-7.2-04, R16.7, R16.8)',
      request: jsonBody(
        z.object({ email: z.string().trim().email('The email must be a valid email address.') }),
      ),
      responses: {
        200: jsonResponse(MessageBody, 'Message'),
        ...errorResponses,
        ...tooManyRequests,
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      // Counted per e-mail whether it is a user's or not (a 429 says nothing of it).
      await claimRate(deps, RATE_LIMITS.resetPerAccount, email.toLowerCase(), 'email');
      await claimRate(deps, RATE_LIMITS.resetPerAddress, clientAddress(c, config), 'email');
      await mailResetLink(deps, email);
      return c.json({ message: 'We have emailed your password reset link!' }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/approve-email/{a}/{b}',
      summary:
        'Approve the e-mail address from the mailed link; the link works once (PP-7.2-09, R16.4)',
      request: { params: KeyParams },
      responses: { 200: jsonResponse(MessageBody, 'Approved'), ...errorResponses },
    }),
    async (c) => {
      const { a, b } = c.req.valid('param');
      const { user } = await spendKey('approve-email', b, { userId: userIdParam(a) });
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
      const { user } = await peekKey('reset', b, { userId: userIdParam(a) });
      return c.json({ data: { valid: true, email: user.email } }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/auth/reset-password/{a}/{b}',
      summary:
        'Set a new password from a reset link; the link then stops working, and only the newest works (PP-7.2-05, R16.4, R16.7)',
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
      const { user } = await spendKey('reset', b, { userId: userIdParam(a) });
      await setPassword(deps, user.id, password);
      return c.json({ message: 'Your password has been reset.' }, 200);
    },
  );

  registerAuthLinks(api, deps);
  registerProfileEdits(api, deps);
}
