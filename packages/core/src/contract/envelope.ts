import { z } from './zod.js';

/** Wraps a payload schema in the API's `{ data }` envelope. */
export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** Pagination meta carried by every list response (spec 7.1). */
export const ListMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  path: z.string(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMeta>;

/** Wraps an item schema in the `{ data: [...], meta }` list envelope. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ListMeta });
}

/** The 422 body: Laravel-style message plus field to list of messages (spec 5). */
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;
