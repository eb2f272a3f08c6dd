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
  return fieldErrors({ [field]: [message] });
}

/** 422 with the errors of several fields at once. */
export function fieldErrors(errors: Record<string, string[]>): ApiError {
  return new ApiError(422, summary(errors), { errors });
}

/** The field errors of a 422 thrown by a check, or null for any other failure. */
function fieldErrorsOf(err: unknown): Record<string, string[]> | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const errors = err.body.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : null;
}

/**
 * Runs independent checks and refuses every field they refuse in one answer, so a form
 * shows all its errors at once rather than one per submit (issue 38). Anything but a 422
 * with field errors stops the run as it would alone.
 */
export function checkAll<T extends unknown[]>(...checks: { [K in keyof T]: () => T[K] }): T {
  const errors: Record<string, string[]> = {};
  const results = checks.map((check) => {
    try {
      return check();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (!fields) throw err;
      for (const [field, messages] of Object.entries(fields))
        errors[field] = [...(errors[field] ?? []), ...messages];
      return undefined;
    }
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return results as T;
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
