/**
 * Avatar rules (PP-7.2-15, AC-7admin-04), shared by the profile form (checked before the
 * upload) and the sandbox (checked again, by content): PNG, JPEG or WebP, at most
 * {@link AVATAR_MAX_BYTES}. SVG is never accepted: it can carry script.
 */

/** Largest avatar: 512 KB. */
export const AVATAR_MAX_BYTES = 512 * 1024;

/** The image types an avatar may be. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** One of {@link AVATAR_TYPES}. */
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Why a chosen file cannot be an avatar. */
export type AvatarProblem = 'missing' | 'empty' | 'too-large' | 'type';

const startsWith = (bytes: Uint8Array, at: number, sig: readonly number[]) =>
  sig.every((b, i) => bytes[at + i] === b);

/**
 * The avatar type the content really is (its first bytes), or null: the declared type of
 * an upload is the client's word, so the server checks what the file holds.
 */
export function avatarKind(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (
    startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * What is wrong with a chosen file before it is sent, by its size and declared type, or
 * null: the quick check a form makes so nothing too large or of another kind is uploaded.
 */
export function avatarProblem(file: { size: number; type: string } | null): AvatarProblem | null {
  if (!file) return 'missing';
  if (file.size === 0) return 'empty';
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'too-large';
  return null;
}
