import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
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
  return { message: summary(errors), errors };
}

function summary(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

/** An error answer with a JSON body and optional headers, thrown from handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 422 with field errors, Laravel style. */
export function fieldError(field: string, message: string): ApiError {
  const errors = { [field]: [message] };
  return new ApiError(422, summary(errors), { errors });
}

export const notFound = (what = 'Not Found') => new ApiError(404, what);
export const forbidden = (message = 'This action is unauthorized.') => new ApiError(403, message);
export const unauthorized = (message = 'Unauthenticated.') => new ApiError(401, message);

/** Final error handler: known errors keep their status; anything else is a 500. */
export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ message: err.message, ...err.body }, err.status);
  }
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Bad request' }, err.status);
  }
  console.error('[sandbox] unhandled error', err);
  return c.json({ message: 'Server Error' }, 500);
}
