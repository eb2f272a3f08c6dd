import { AdminUser, dataEnvelope } from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { AvatarForm, avatarDataUrl } from '../../auth/avatarUpload.js';
import { forgetUser } from '../../config.js';
import { users } from '../../db/schema.js';
import type { Api, Deps } from '../../http/env.js';
import { bearer, errorResponses, IdParam, jsonResponse } from '../../http/openapi.js';
import { publishUser } from '../../live/routes.js';
import { assertMayChange, findUser, presentAdminUser } from './shared.js';
import { logUserAction } from './userActivity.js';

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
      const dataUrl = await avatarDataUrl(avatar);
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
