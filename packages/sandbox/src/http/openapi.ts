import { MessageBody, ValidationErrorBody } from '@flexportal/core/contract';
import { z } from '@hono/zod-openapi';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error answers a route may give, for the OpenAPI document. */
export const errorResponses = {
  400: json(MessageBody, 'Malformed JSON'),
  401: json(MessageBody, 'Not authenticated, expired or revoked token'),
  403: json(MessageBody, 'Not allowed (role, company state, or a one-time code is required)'),
  404: json(MessageBody, 'Not found, or not visible to the caller'),
  422: json(ValidationErrorBody, 'Validation failed (Laravel style)'),
} as const;

/** The answer of a limited route past its limit (http/rateLimits.ts, otpLock.ts). */
export const tooManyRequests = {
  429: json(
    ValidationErrorBody.partial({ errors: true }),
    'Too many requests (Retry-After says how long to wait)',
  ),
} as const;

/** `{ description, content }` of a JSON answer. */
export const jsonResponse = json;

/** A required JSON request body of this schema, for `createRoute({ request })`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** Bearer security requirement. */
export const bearer = [{ Bearer: [] as string[] }];

/** An id inside a JSON body: a number as sent, never coerced from `true`, `"7"` or `[7]`. */
export const BodyId = z.number().int().positive().max(2147483647);

/** Positive integer id path parameter. */
export const IdParam = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
});
