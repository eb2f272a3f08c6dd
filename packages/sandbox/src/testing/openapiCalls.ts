import type { Operation, Variant } from '../http/malformedPayloads.js';
import type { Harness } from './harness.js';

/** A concrete path: every `{param}` filled with a value that parses and matches no row. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'product' ? 'default' : /^(sell|buy)$/.test(name) ? 'EUR' : '2147483646',
  );

/** True when a 422 body is `{ message, errors: { field: [strings] } }` with a field. */
export function hasFieldErrors(body: unknown): boolean {
  const b = body as { message?: unknown; errors?: Record<string, unknown> } | null;
  if (!b || typeof b.message !== 'string' || !b.errors || typeof b.errors !== 'object')
    return false;
  const fields = Object.entries(b.errors);
  return (
    fields.length > 0 &&
    fields.every(
      ([, v]) => Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string'),
    )
  );
}

/** Sends one generated variant of an operation; the status and the parsed body. */
export async function sendVariant(
  h: Harness,
  token: string | undefined,
  op: Operation,
  v: Variant,
): Promise<{ status: number; body: unknown }> {
  const path = `${concrete(op.path)}${v.query ? `?${v.query}` : ''}`;
  const res = await h.call(op.method, path, {
    ...(token ? { token } : {}),
    ...(v.body !== undefined ? { body: v.body } : {}),
  });
  const textBody = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(textBody);
  } catch {
    body = textBody;
  }
  return { status: res.status, body };
}
