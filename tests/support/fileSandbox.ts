import { afterAll, beforeAll } from 'vitest';

// Resolved at run time only: the type check of the package a test lives in must not follow
// the sandbox's sources (core and the portal do not depend on it).
const SANDBOX = '@flexportal/sandbox';

/** The options of the sandbox's `startServer` the tests use. */
export interface SandboxOptions {
  /** The server's clock (ms), to age a token. */
  now?: () => number;
  /** Each one-time code the server e-mails. */
  onEmailCode?: (e: { email: string; otp: string }) => void;
  /** Sign-in asks for a second factor. */
  loginTwoFactor?: boolean;
  /** The release the server reports to clients. */
  releaseVersion?: string;
}

/** A started sandbox: its origin, its API root, the seeded users' secrets, how to stop it. */
export interface SandboxServer {
  origin: string;
  apiUrl: string;
  /** The password of every seeded demo user. */
  demoPassword: string;
  /** The authenticator secret of the seeded users that have one. */
  demoTotpSecret: string;
  close(): Promise<void>;
}

/** What the tests use of the sandbox package. */
interface SandboxModule {
  startServer(
    options: SandboxOptions & { port: number },
  ): Promise<{ origin: string; apiUrl: string; close(): Promise<void> }>;
  DEMO_PASSWORD: string;
  DEMO_TOTP_SECRET: string;
}

/**
 * One real sandbox (in-memory PGlite, seeded, on a free port) for the test file that calls
 * this at its top level: started before its tests, closed after them. `server()` reads it
 * inside a test or a hook.
 */
export function fileSandbox(options: SandboxOptions = {}): () => SandboxServer {
  let server: SandboxServer | undefined;
  beforeAll(async () => {
    const sandbox = (await import(/* @vite-ignore */ SANDBOX)) as SandboxModule;
    const started = await sandbox.startServer({ port: 0, ...options });
    server = {
      ...started,
      demoPassword: sandbox.DEMO_PASSWORD,
      demoTotpSecret: sandbox.DEMO_TOTP_SECRET,
    };
  }, 30_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the sandbox is read before its beforeAll ran');
    return server;
  };
}
