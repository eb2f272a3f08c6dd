import { ANNOUNCE_CHANNEL, type CompanyEvent, companyChannel } from '@flexportal/core';
import type { CompanyEventPayloads } from '@flexportal/core/contract';
import { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { authenticate } from '../auth/middleware.js';
import { presentUser } from '../auth/present.js';
import { bankAccounts } from '../db/schema.js';
import type { Api, AuthInfo, Deps } from '../http/env.js';
import { ApiError, forbidden, validationBody } from '../http/errors.js';
import { presentAccount } from '../routes/present.js';

const AuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.'),
  channel_name: z.string().min(1, 'The channel name is required.').max(164),
});

/**
 * `POST broadcasting/auth`: signs a private-channel subscription for the caller's own
 * company only (form-encoded as pusher-js sends it, or JSON).
 */
export function registerLive(api: Api, deps: Deps): void {
  api.use('/broadcasting/auth', authenticate(deps));
  api.post('/broadcasting/auth', async (c) => {
    if (!deps.live) throw new ApiError(404, 'The live channel is not running.');
    const type = c.req.header('Content-Type') ?? '';
    let raw: unknown;
    try {
      raw = type.includes('application/json')
        ? await c.req.json()
        : Object.fromEntries(new URLSearchParams(await c.req.text()));
    } catch {
      throw new ApiError(400, 'Malformed JSON in request body');
    }
    const parsed = AuthBody.safeParse(raw);
    if (!parsed.success) {
      const body = validationBody(parsed.error);
      throw new ApiError(422, body.message, { errors: body.errors });
    }
    const { socket_id, channel_name } = parsed.data;
    const { company } = c.get('auth');
    if (
      channel_name !== ANNOUNCE_CHANNEL &&
      (!company || channel_name !== companyChannel(company.id))
    ) {
      throw forbidden('You may not listen on this channel.');
    }
    return c.json({ auth: deps.live.sign(socket_id, channel_name) });
  });
}

/**
 * Publishes a company channel event (AC-7live) with its payload as the contract types it:
 * the names and payloads are core's, the ones the client's live channel listens to.
 */
export function publishCompanyEvent<E extends CompanyEvent>(
  deps: Pick<Deps, 'live'>,
  companyId: number,
  event: E,
  payload: CompanyEventPayloads[E],
): void {
  deps.live?.publish(companyChannel(companyId), event, payload);
}

/** Publishes `account.updated` (or `.created`) with the current state of company accounts. */
export async function publishAccounts(
  deps: Deps,
  companyId: number,
  ids: number[],
  event: 'account.updated' | 'account.created' = 'account.updated',
): Promise<void> {
  if (!deps.live || ids.length === 0) return;
  // Nobody listening: no read of balances nobody receives (one query less per money move).
  if (!deps.live.hasSubscribers(companyChannel(companyId))) return;
  const rows = await deps.db.select().from(bankAccounts).where(inArray(bankAccounts.id, ids));
  for (const row of rows) {
    if (row.companyId === companyId)
      publishCompanyEvent(deps, companyId, event, presentAccount(row));
  }
}

/** Publishes `user.updated` on the user's company channel. */
export function publishUser(
  deps: Deps,
  auth: Pick<AuthInfo, 'company'>,
  user: AuthInfo['user'],
): void {
  if (!auth.company) return;
  publishCompanyEvent(deps, auth.company.id, 'user.updated', presentUser(user, auth.company));
}
