import { AdminUser, dataEnvelope } from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { forgetUser } from '../../config.js';
import { users } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { fieldError } from '../../http/errors.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { imageKind } from '../../lib/imageKind.js';
import { publishUser } from '../../live/routes.js';
import { assertMayChange, findUser, presentAdminUser } from './shared.js';
import { logUserAction } from './userActivity.js';

/** Largest avatar, as for a user's own (PP-7.2-14). */
const AVATAR_MAX_BYTES = 512 * 1024;

const AvatarForm = z.object({
  avatar: z
    .custom<File>((v) => v instanceof File, { message: 'The avatar field is required.' })
    .openapi({ type: 'string', format: 'binary' }),
});

/**
 * `POST a/users/{id}/avatar` (AC-7admin-04): an administrator replaces a user's avatar. The
 * content is checked, not the declared type: png, jpeg or webp by its first bytes, at most
 * 512 KB; stored as a data URL of the detected type (so the browser never sniffs it).
 */
export function registerAdminUserAvatar(api: Api, deps: Deps): void {
  const { db, config } = deps;
  api.openapi(
    createRoute({
      method: 'post',
      path: '/a/users/{id}/avatar',
      summary:
        "Replace a user's avatar: png, jpeg or webp by content, at most 512 KB (AC-7admin-04)",
      security: bearer,
      request: {
        params: IdParam,
        body: { required: true, content: { 'multipart/form-data': { schema: AvatarForm } } },
      },
      responses: { 200: jsonResponse(dataEnvelope(AdminUser), 'User'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { avatar } = c.req.valid('form');
      const { user, company } = await findUser(db, id);
      const admin = c.get('auth').user;
      assertMayChange(admin, user);
      if (avatar.size > AVATAR_MAX_BYTES) {
        throw fieldError('avatar', 'The avatar may not be greater than 512 kilobytes.');
      }
      const bytes = new Uint8Array(await avatar.arrayBuffer());
      const kind = imageKind(bytes);
      if (!kind) throw fieldError('avatar', 'The avatar must be a png, jpeg or webp image.');
      const dataUrl = `data:${kind};base64,${Buffer.from(bytes).toString('base64')}`;
      const [updated] = await db
        .update(users)
        .set({ avatar: dataUrl })
        .where(eq(users.id, id))
        .returning();
      const row = updated ?? user;
      forgetUser(config, id);
      publishUser(deps, { company }, row);
      await logUserAction(deps, admin, id, 'Avatar changed');
      return c.json({ data: presentAdminUser(row, company) }, 200);
    },
  );
}
