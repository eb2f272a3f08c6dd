import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';

/** Laravel-style 422 body from a zod error: `{ message, errors: { field: [..] } }`. */
export function validationBody(error: z.ZodError): {
  message: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= [];
    errors[field].push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = error.issues.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return { message, errors };
}

/** Final error handler: known HTTP errors keep their status; anything else is a 500. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Bad request' }, err.status);
  }
  console.error('[sandbox] unhandled error', err);
  return c.json({ message: 'Server Error' }, 500);
}
