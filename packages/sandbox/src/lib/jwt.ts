import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The only algorithm accepted: a token claiming anything else (none, RS256) is refused. */
const ALLOWED_ALGORITHMS = new Set(['HS256']);

export interface JwtClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  role: string;
  cid: number | null;
  /** The user's token generation at issue (R15.6); absent counts as 0. */
  gen?: number;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Issues an HS256 token living `ttlSeconds`. */
export function issueToken(
  secret: string,
  claims: { sub: string; role: string; cid: number | null; gen?: number },
  ttlSeconds: number,
  now = Date.now(),
): { token: string; claims: JwtClaims } {
  const iat = Math.floor(now / 1000);
  const full: JwtClaims = { ...claims, jti: randomUUID(), iat, exp: iat + ttlSeconds };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(full));
  return { token: `${head}.${body}.${sign(`${head}.${body}`, secret)}`, claims: full };
}

/** Verifies signature, algorithm and expiry; null when anything is off. */
export function verifyToken(token: string, secret: string, now = Date.now()): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    if (typeof header.alg !== 'string' || !ALLOWED_ALGORITHMS.has(header.alg)) return null;
    const expected = Buffer.from(sign(`${head}.${body}`, secret));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null;
    if (typeof claims.jti !== 'string') return null;
    if (claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
