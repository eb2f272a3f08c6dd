import { AVATAR_MAX_BYTES, avatarKind } from '@flexportal/core/avatar';
import { z } from '@hono/zod-openapi';
import { fieldError } from '../http/errors.js';

/** The multipart body of an avatar upload: the file in the field `avatar` (PP-7.2-15). */
export const AvatarForm = z.object({
  avatar: z
    .custom<File>((v) => v instanceof File, { message: 'The avatar field is required.' })
    .openapi({ type: 'string', format: 'binary' }),
});

/**
 * The one reader of avatars (the user's own and an administrator's change): at most 512 KB,
 * PNG, JPEG or WebP by content, not by the declared type; a 422 beside `avatar` otherwise,
 * before anything is written. Returns the data URL it is stored as, of the detected type,
 * so the browser never sniffs it (the portal's CSP allows `img-src data:`).
 */
export async function avatarDataUrl(file: File): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES) {
    throw fieldError('avatar', 'The avatar may not be greater than 512 kilobytes.');
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = avatarKind(bytes);
  if (!kind) throw fieldError('avatar', 'The avatar must be a png, jpeg or webp image.');
  return `data:${kind};base64,${Buffer.from(bytes).toString('base64')}`;
}
