import { randomBytes } from 'node:crypto';

/** Runtime settings of one app instance. */
export interface SandboxConfig {
  /** HMAC key of the HS256 tokens. */
  jwtSecret: string;
  /** HMAC key of the users' chat tokens (R16.5; startServer: the data folder's, db/secrets.ts). */
  chatSecret: string;
  /** Token lifetime in seconds (option, or $SANDBOX_TOKEN_TTL; default 3600). */
  tokenTtlSeconds: number;
  /** Whether money-moving requests need a one-time code (default true). */
  otpRequired: boolean;
  /**
   * Whether signing in needs the authenticator's code too, for users with Google
   * two-factor (option, or $SANDBOX_LOGIN_2FA=1; default false: the demo logins stay one
   * step, money moves are challenged either way).
   */
  loginTwoFactor: boolean;
  /** Codes one challenge takes before it is void (R15.2; default 5). */
  otpMaxAttempts: number;
  /** Wrong codes per user and action before the user is locked for it (R15.2; default 10). */
  otpLockAfter: number;
  /** How long such a lock lasts, in ms (R15.2; default 15 minutes). */
  otpLockMs: number;
  /**
   * The release the server reports in `X-Release-Version` (option, or
   * $SANDBOX_RELEASE_VERSION; none by default). Changeable at run time through
   * `PUT /sandbox/release`, so a client's reaction to a new release can be tried.
   */
  release: { version: string | null };
  /**
   * Whether X-Forwarded-For / X-Real-IP name the caller (option, or $SANDBOX_TRUST_PROXY=1;
   * default false): only behind a proxy that sets them, else anyone could pick their IP.
   */
  trustProxy: boolean;
  /**
   * Whether the developer tools (`/sandbox/*`) answer at all (option; default false for
   * createApp, on for an in-memory startServer and with the CLI's --dev-tools). Even when on
   * they answer only loopback callers (R15.11).
   */
  devTools: boolean;
  /**
   * The origin generated URLs start with (option, or $SANDBOX_PUBLIC_URL; startServer
   * defaults it to its own origin, createApp to `http://localhost`): the request's Host
   * header never flows into a URL the API hands out (R15.11).
   */
  publicUrl: string;
  /** Clock, replaceable in tests. */
  now: () => number;
  /** Maintenance switch: every API call answers 503 with X-Maintenance while set. */
  maintenance: { enabled: boolean; message: string };
  /** Portal services switched off: calls through them answer 503 + X-Remote-Portal-Status. */
  portalsDown: Set<string>;
  /** Web origins trusted by CORS and as a remote portal's way back; unset: loopback only. */
  corsOrigins: readonly string[] | undefined;
  /**
   * Authenticated sessions by token id, kept `sessionCacheMs` (default 1000) so a burst of
   * calls costs one user lookup. Logout, refresh and user changes in this process drop
   * entries at once; another process sharing a PostgreSQL sees a revocation within that time.
   */
  sessions: Map<string, { value: unknown; until: number }>;
  sessionCacheMs: number;
  /**
   * Pause of the import job before it starts and between chunks of rows, in ms (option, or
   * $SANDBOX_IMPORT_PACE_MS; default 150), so a person sees the queue and the progress.
   */
  importPaceMs: number;
}

/** Options accepted by createApp that shape the config. */
export interface ConfigOptions {
  jwtSecret?: string | undefined;
  chatSecret?: string | undefined;
  tokenTtlSeconds?: number | undefined;
  otpRequired?: boolean | undefined;
  loginTwoFactor?: boolean | undefined;
  otpMaxAttempts?: number | undefined;
  otpLockAfter?: number | undefined;
  otpLockMs?: number | undefined;
  releaseVersion?: string | null | undefined;
  trustProxy?: boolean | undefined;
  devTools?: boolean | undefined;
  publicUrl?: string | undefined;
  /** Origins allowed by CORS; default: loopback origins only. */
  corsOrigins?: readonly string[] | undefined;
  now?: (() => number) | undefined;
  sessionCacheMs?: number | undefined;
  importPaceMs?: number | undefined;
}

export function makeConfig(options: ConfigOptions = {}): SandboxConfig {
  const envTtl = Number(process.env.SANDBOX_TOKEN_TTL);
  return {
    jwtSecret:
      options.jwtSecret ?? process.env.SANDBOX_JWT_SECRET ?? randomBytes(32).toString('hex'),
    chatSecret: options.chatSecret ?? randomBytes(32).toString('hex'),
    tokenTtlSeconds:
      options.tokenTtlSeconds ?? (Number.isInteger(envTtl) && envTtl > 0 ? envTtl : 3600),
    otpRequired: options.otpRequired ?? true,
    loginTwoFactor: options.loginTwoFactor ?? process.env.SANDBOX_LOGIN_2FA === '1',
    otpMaxAttempts: options.otpMaxAttempts ?? 5,
    otpLockAfter: options.otpLockAfter ?? 10,
    otpLockMs: options.otpLockMs ?? 15 * 60_000,
    release: { version: options.releaseVersion ?? (process.env.SANDBOX_RELEASE_VERSION || null) },
    trustProxy: options.trustProxy ?? process.env.SANDBOX_TRUST_PROXY === '1',
    devTools: options.devTools ?? false,
    publicUrl: (options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://localhost').replace(
      /\/+$/,
      '',
    ),
    now: options.now ?? Date.now,
    maintenance: { enabled: false, message: 'Maintenance mode' },
    portalsDown: new Set(),
    corsOrigins: options.corsOrigins,
    sessions: new Map(),
    sessionCacheMs: options.sessionCacheMs ?? 1000,
    importPaceMs:
      options.importPaceMs ??
      (Number.isFinite(Number(process.env.SANDBOX_IMPORT_PACE_MS))
        ? Number(process.env.SANDBOX_IMPORT_PACE_MS || 150)
        : 150),
  };
}

/** Drops the cached sessions of a user (after any change to the user row). */
export function forgetUser(config: SandboxConfig, userId: number): void {
  for (const [jti, entry] of config.sessions) {
    if ((entry.value as { user: { id: number } }).user.id === userId) config.sessions.delete(jti);
  }
}

/** Drops the cached sessions of every user of a company (after a change to the company row). */
export function forgetCompany(config: SandboxConfig, companyId: number): void {
  for (const [jti, entry] of config.sessions) {
    if ((entry.value as { company?: { id: number } | null }).company?.id === companyId)
      config.sessions.delete(jti);
  }
}
