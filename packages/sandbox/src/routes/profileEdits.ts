import { dataEnvelope, User } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { AvatarForm, avatarDataUrl } from '../auth/avatarUpload.js';
import { presentSelf } from '../auth/present.js';
import { forgetUser } from '../config.js';
import { users } from '../db/schema.js';
import type { Api, AuthInfo, Deps, UserRow } from '../http/env.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { publishUser } from '../live/routes.js';

/**
 * The signed-in user's own edits (PP-7.2-14, PP-7.2-15): names and avatar, both declared in
 * the OpenAPI document. Each change drops the user from the per-token cache and is
 * published on the user's live channel.
 */
export function registerProfileEdits(api: Api, deps: Deps): void {
  const { db, config } = deps;
  /** Writes `patch` to the signed-in user's own row, then forgets, publishes and presents it. */
  const saveSelf = async (info: AuthInfo, patch: Partial<UserRow>) => {
    const [updated] = await db
      .update(users)
      .set(patch)
      .where(eq(users.id, info.user.id))
      .returning();
    const user = updated as UserRow;
    forgetUser(config, user.id);
    publishUser(deps, info, user);
    return presentSelf(deps, info, user);
  };

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
      const input = c.req.valid('json');
      const data = await saveSelf(c.get('auth'), {
        firstName: input.first_name,
        ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
      });
      return c.json({ data }, 200);
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
      const { avatar } = c.req.valid('form');
      const data = await saveSelf(c.get('auth'), { avatar: await avatarDataUrl(avatar) });
      return c.json({ data }, 200);
    },
  );
}
