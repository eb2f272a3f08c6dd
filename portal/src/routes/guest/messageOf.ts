/**
 * The message of an answer that "returns a message" (PP-7.2): `{ message }` or, from a
 * server that wraps everything, `{ data: { message } }`.
 */
export function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { message?: unknown; data?: { message?: unknown } };
  const m = typeof b.message === 'string' ? b.message : b.data?.message;
  return typeof m === 'string' && m !== '' ? m : undefined;
}
