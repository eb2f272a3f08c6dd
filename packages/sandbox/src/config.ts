import { randomBytes } from 'node:crypto';

/** Runtime settings of one app instance. */
export interface SandboxConfig {
  /** HMAC key of the HS256 tokens. */
  jwtSecret: string;
  /** Token lifetime in seconds (option, or $SANDBOX_TOKEN_TTL; default 3600). */
  tokenTtlSeconds: number;
  /** Whether money-moving requests need a one-time code (default true). */
  otpRequired: boolean;
  /** Clock, replaceable in tests. */
  now: () => number;
  /** Maintenance switch: every API call answers 503 with X-Maintenance while set. */
  maintenance: { enabled: boolean; message: string };
  /** Portal services switched off: calls through them answer 503 + X-Remote-Portal-Status. */
  portalsDown: Set<string>;
}

/** Options accepted by createApp that shape the config. */
export interface ConfigOptions {
  jwtSecret?: string | undefined;
  tokenTtlSeconds?: number | undefined;
  otpRequired?: boolean | undefined;
  now?: (() => number) | undefined;
}

export function makeConfig(options: ConfigOptions = {}): SandboxConfig {
  const envTtl = Number(process.env.SANDBOX_TOKEN_TTL);
  return {
    jwtSecret:
      options.jwtSecret ?? process.env.SANDBOX_JWT_SECRET ?? randomBytes(32).toString('hex'),
    tokenTtlSeconds:
      options.tokenTtlSeconds ?? (Number.isInteger(envTtl) && envTtl > 0 ? envTtl : 3600),
    otpRequired: options.otpRequired ?? true,
    now: options.now ?? Date.now,
    maintenance: { enabled: false, message: 'Maintenance mode' },
    portalsDown: new Set(),
  };
}
