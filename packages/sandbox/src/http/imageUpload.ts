import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { checkImage } from '../whiteLabel/imageCheck.js';
import { fieldError } from './errors.js';

/** The `image` part of a multipart form: a file (OpenAPI: binary). */
export const ImageFile = z
  .custom<File>((v) => v instanceof File, { message: 'The image field is required.' })
  .openapi({ type: 'string', format: 'binary' });

/** An uploaded image as it is stored: its proven type and its bytes in base64. */
export interface StoredImage {
  contentType: string;
  content: string;
}

/**
 * The one reader of uploaded images (products, white label, white-label documents): the
 * bytes are checked by content (PNG, JPEG, GIF, WebP, ICO, at most 1 MB); anything else is a
 * 422 beside the `image` field, before anything is written.
 */
export async function readImage(file: File): Promise<StoredImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkImage(bytes);
  if ('error' in checked) throw fieldError('image', checked.error);
  return { contentType: checked.type, content: Buffer.from(bytes).toString('base64') };
}

/**
 * A stored image served like a static file: its proven type, never sniffed, no active
 * content, cached an hour (the public image routes of products and white label).
 */
export const imageResponse = (c: Context, image: StoredImage) =>
  c.body(new Uint8Array(Buffer.from(image.content, 'base64')), 200, {
    'Content-Type': image.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'public, max-age=3600',
  });
