import { cors } from 'hono/cors';

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The one rule of which web origins the API trusts (CORS, and where a remote portal may send
 * the user back): an explicit allowlist wins; without one, only loopback origins.
 */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[] | undefined) {
  if (allowedOrigins?.length) return allowedOrigins.includes(origin);
  return LOOPBACK.test(origin);
}

/**
 * CORS for partner pages and the portal's dev server. An explicit allowlist wins; without
 * one, only loopback origins are allowed, which is what a sandbox on a laptop needs.
 */
export function corsMiddleware(allowedOrigins: readonly string[] | undefined) {
  return cors({
    origin: (origin) => (isAllowedOrigin(origin, allowedOrigins) ? origin : null),
    allowHeaders: [
      'Accept',
      'Authorization',
      'Content-Type',
      'X-Client-Version',
      'X-Browser-Id',
      'X-OTP-Code',
    ],
    exposeHeaders: [
      'X-OTP-Required',
      'X-Maintenance',
      'X-Remote-Portal-Status',
      'X-Release-Version',
      'Retry-After',
    ],
    maxAge: 600,
  });
}
