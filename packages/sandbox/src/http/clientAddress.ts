import type { Context } from 'hono';

/** The address of the connection a request came on, when it came over one. */
export const socketAddress = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;

/**
 * The caller's IP: the socket's, else `unknown`. X-Forwarded-For and X-Real-IP are anyone's
 * to write, so they count only behind a proxy the operator named (`trustProxy`, R15.11).
 */
export function clientAddress(c: Context, config: { trustProxy: boolean }): string {
  const forwarded = config.trustProxy
    ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() || c.req.header('X-Real-IP')
    : undefined;
  return (forwarded || socketAddress(c) || 'unknown').slice(0, 64);
}
