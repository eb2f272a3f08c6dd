/** The image columns of a white-label record (AC-7mgr-10). */
export const IMAGE_COLUMNS = ['logo', 'dark_logo', 'favicon', 'background'] as const;

/** Largest image accepted. */
const IMAGE_MAX_BYTES = 1_000_000;

const SIGNATURES: ReadonlyArray<{ type: string; test: (b: Uint8Array) => boolean }> = [
  {
    type: 'image/png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    test: (b) =>
      String.fromCharCode(...b.slice(0, 6)) === 'GIF87a' ||
      String.fromCharCode(...b.slice(0, 6)) === 'GIF89a',
  },
  {
    type: 'image/webp',
    test: (b) =>
      String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
  { type: 'image/x-icon', test: (b) => b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 },
];

/**
 * The content check of an uploaded image: the type its bytes prove (PNG, JPEG, GIF, WebP,
 * ICO), or an error message. The declared type and the name are not trusted; SVG (which can
 * carry script) and anything else is refused.
 */
export function checkImage(bytes: Uint8Array): { type: string } | { error: string } {
  if (bytes.byteLength === 0) return { error: 'The image is empty.' };
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { error: 'The image may be at most 1 MB.' };
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found
    ? { type: found.type }
    : { error: 'The image must be a PNG, JPEG, GIF, WebP or ICO file.' };
}
