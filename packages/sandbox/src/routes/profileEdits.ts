import { dataEnvelope, User } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { AvatarForm, avatarDataUrl } from '../auth/avatarUpload.js';
import { presentSelf } from '../auth/present.js';
import { forgetUser } from '../config.js';
import { users } from '../db/schema.js';
import type { Api, Deps, UserRow } from '../http/env.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { publishUser } from '../live/routes.js';

/**
 * The signed-in user's own edits (PP-7.2-14, PP-7.2-15): names and avatar, both declared in
 * the OpenAPI document. Each change drops the
 * user from the per-token cache and is published on the user's live channel.
 */
export function registerProfileEdits(api: Api, deps: Deps): void {
  const { db, config } = deps;

  api.openapi(
    createRoute({
      method: 'put',
      path: '/profile',
      summary: 'Update the profile names (PP-7.2-14)',
      security: bearer,
      request: jsonBody(
        z.object({
          first_name: z.string().trim().min(1, 'The first name field is required.').max(120),
          last_name: z.string().trim().max(120).optional(),
        }),
      ),
      responses: { 200: jsonResponse(dataEnvelope(User), 'The user'), ...errorResponses },
    }),
    async (c) => {
      const info = c.get('auth');
      const input = c.req.valid('json');
      const [updated] = await db
        .update(users)
        .set({
          firstName: input.first_name,
          ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
        })
        .where(eq(users.id, info.user.id))
        .returning();
      const user = updated as UserRow;
      forgetUser(config, user.id);
      publishUser(deps, info, user);
      return c.json({ data: presentSelf(deps, info, user) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/profile/avatar',
      summary:
        'Replace the own avatar (PP-7.2-15): multipart, field avatar; png, jpeg or webp by content, at most 512 KB',
      security: bearer,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: AvatarForm } } },
      },
      responses: { 200: jsonResponse(dataEnvelope(User), 'The user'), ...errorResponses },
    }),
    async (c) => {
      const info = c.get('auth');
      const { avatar } = c.req.valid('form');
      const [updated] = await db
        .update(users)
        .set({ avatar: await avatarDataUrl(avatar) })
        .where(eq(users.id, info.user.id))
        .returning();
      const user = updated as UserRow;
      forgetUser(config, user.id);
      publishUser(deps, info, user);
      return c.json({ data: presentSelf(deps, info, user) }, 200);
    },
  );
}
