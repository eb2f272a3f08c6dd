/** The ports `npm start` serves on. */
export interface StartPorts {
  sandbox: string;
  portal: string;
  example: string;
}
/** A demo login as the sandbox seed lists it. */
export interface StartLogin {
  email: string;
  description: string;
}
/** The steps `npm start` runs, given so their order is testable. */
export interface StartIo {
  ports: StartPorts;
  began: number;
  now(): number;
  print(text: string): void;
  error(text: string): void;
  stopping(): boolean;
  install(): Promise<number>;
  serve(): Promise<unknown>;
  logins(): Promise<{ logins: readonly StartLogin[]; password: string }>;
  build(onLine: (line: string) => void): Promise<number>;
  /** Calls `beat` every `ms` until the returned function is called. */
  every(ms: number, beat: () => void): () => void;
  serveExample(): Promise<unknown>;
}
export declare function startPorts(env: Record<string, string | undefined>): StartPorts;
export declare function startEnv(
  env: Record<string, string | undefined>,
  ports: StartPorts,
): Record<string, string | undefined>;
export declare function sandboxArgs(ports: StartPorts, reset: boolean): string[];
export declare const PORTAL_ARGS: string[];
export declare const EXAMPLE_BUILD_ARGS: string[];
export declare function buildProgress(
  line: string,
): { pkg: string; state: 'building' | 'done' | 'failed' } | undefined;
export declare function readyBanner(options: {
  ports: StartPorts;
  ready: string;
  installed: string;
  logins: readonly StartLogin[];
  password: string;
}): string;
export declare function startSequence(io: StartIo): Promise<number | undefined>;
