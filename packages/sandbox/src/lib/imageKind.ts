/** The image types an avatar may be, by what the bytes start with. */
export type ImageKind = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, at: number, sig: readonly number[]) =>
  sig.every((b, i) => bytes[at + i] === b);

/**
 * The image type the content really is (its magic bytes), or null: the declared type of an
 * upload is the client's word, so an avatar is checked by what it holds (AC-7admin-04).
 */
export function imageKind(bytes: Uint8Array): ImageKind | null {
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
