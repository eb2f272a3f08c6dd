import type { OpenAPIHono } from '@hono/zod-openapi';
import { desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { currentOtp } from '../auth/currentOtp.js';
import { mailbox } from '../db/schema.js';
import type { Deps } from '../http/env.js';

/**
 * Sandbox-only tools outside the API: the dev mailbox (`GET /sandbox/mailbox?email=`),
 * the current one-time code of a user (`GET /sandbox/otp?email=`, what
 * `flexportal-sandbox otp` prints), the maintenance switch (`POST /sandbox/maintenance
 * {enabled, message}`), the portal-service switch and the reported release
 * (`PUT /sandbox/release {version}`). They exist so partners can see the mail the sandbox
 * would have sent and try the 503 and new-release paths.
 */
export function registerDevtools(root: OpenAPIHono, { db, config }: Deps): void {
  root.get('/sandbox/mailbox', async (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    if (!email) {
      return c.json(
        {
          message: 'The email field is required.',
          errors: { email: ['The email field is required.'] },
        },
        422,
      );
    }
    const rows = await db
      .select()
      .from(mailbox)
      .where(eq(sql`lower(${mailbox.email})`, email))
      .orderBy(desc(mailbox.id))
      .limit(50);
    return c.json({
      data: rows.map((m) => ({
        id: m.id,
        email: m.email,
        subject: m.subject,
        body: m.body,
        created_at: new Date(m.createdAt).toISOString(),
      })),
    });
  });
  root.get('/sandbox/otp', async (c) => {
    const email = c.req.query('email')?.trim();
    if (!email) {
      return c.json(
        {
          message: 'The email field is required.',
          errors: { email: ['The email field is required.'] },
        },
        422,
      );
    }
    const found = await currentOtp(db, email, config.now());
    if (!found) return c.json({ message: 'No such user.' }, 404);
    return c.json({ data: found });
  });
  root.post('/sandbox/portals', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const { service, available } = (body ?? {}) as { service?: unknown; available?: unknown };
    if (
      typeof service !== 'string' ||
      !/^[a-z_]{1,40}$/.test(service) ||
      typeof available !== 'boolean'
    ) {
      return c.json(
        {
          message: 'service (string) and available (boolean) are required.',
          errors: { service: ['service (string) and available (boolean) are required.'] },
        },
        422,
      );
    }
    if (available) config.portalsDown.delete(service);
    else config.portalsDown.add(service);
    return c.json({ data: { down: [...config.portalsDown] } });
  });
  root.post('/sandbox/maintenance', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const { enabled, message } = (body ?? {}) as { enabled?: unknown; message?: unknown };
    if (typeof enabled !== 'boolean' || (message !== undefined && typeof message !== 'string')) {
      return c.json(
        {
          message: 'enabled must be a boolean.',
          errors: { enabled: ['enabled must be a boolean.'] },
        },
        422,
      );
    }
    config.maintenance = {
      enabled,
      message: (message as string | undefined) || 'Maintenance mode',
    };
    return c.json({ data: config.maintenance });
  });
  root.put('/sandbox/release', async (c) => {
    const body = await readJson(c);
    if (body === MALFORMED) return c.json({ message: 'Malformed JSON in request body' }, 400);
    const { version } = (body ?? {}) as { version?: unknown };
    if (version !== null && (typeof version !== 'string' || !/^[\w.+-]{1,40}$/.test(version))) {
      const message = 'version must be a release string (letters, digits, . + - _) or null.';
      return c.json({ message, errors: { version: [message] } }, 422);
    }
    config.release.version = version;
    return c.json({ data: config.release });
  });
}

const MALFORMED = Symbol('malformed');
/** The JSON body of a dev-tool call, or MALFORMED. */
async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return MALFORMED;
  }
}
