import { cors } from 'hono/cors';

/**
 * CORS for partner pages and the portal's dev server. An explicit allowlist wins; without
 * one, only loopback origins are allowed, which is what a sandbox on a laptop needs.
 */
export function corsMiddleware(allowedOrigins: readonly string[] | undefined) {
  const loopback = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
  return cors({
    origin: (origin) => {
      if (allowedOrigins?.length) return allowedOrigins.includes(origin) ? origin : null;
      return loopback.test(origin) ? origin : null;
    },
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
