import { dataEnvelope, User } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { presentSelf } from '../auth/present.js';
import { forgetUser } from '../config.js';
import { users } from '../db/schema.js';
import type { Api, Deps, UserRow } from '../http/env.js';
import { ApiError, fieldError } from '../http/errors.js';
import { bearer, errorResponses, jsonBody, jsonResponse } from '../http/openapi.js';
import { publishUser } from '../live/routes.js';

/**
 * The signed-in user's own edits (PP-7.2-14): names and avatar. Each change drops the
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

  api.post('/profile/avatar', async (c) => {
    const info = c.get('auth');
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError(400, 'Expected multipart/form-data with the field avatar.');
    }
    const file = form.get('avatar');
    if (!(file instanceof File)) throw fieldError('avatar', 'The avatar field is required.');
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) {
      throw fieldError('avatar', 'The avatar must be a png, jpeg or webp image.');
    }
    if (file.size > 512 * 1024)
      throw fieldError('avatar', 'The avatar may not be greater than 512 kilobytes.');
    const dataUrl = `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
    const [updated] = await db
      .update(users)
      .set({ avatar: dataUrl })
      .where(eq(users.id, info.user.id))
      .returning();
    const user = updated as UserRow;
    forgetUser(config, user.id);
    publishUser(deps, info, user);
    return c.json({ data: presentSelf(deps, info, user) });
  });
}
