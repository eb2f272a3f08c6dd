/**
 * The ports of the browser tests' servers. `PW_PORT_OFFSET` shifts them all, so two checkouts
 * on one machine (two engineers' worktrees, say) can run Playwright at the same time.
 */
const OFFSET = Number(process.env.PW_PORT_OFFSET ?? 0);

const at = (port: number) => port + OFFSET;

/** Every port the Playwright run starts a server on. */
export const PORTS = {
  sandbox: at(18080),
  portal: at(15173),
  example: at(15180),
  exampleReact: at(15181),
  exampleCrm: at(15182),
  // The Next.js app (examples/next-app), its API proxied to the first sandbox.
  exampleNext: at(15184),
  // A second sandbox and portal whose tokens live 125 s.
  shortSandbox: at(18081),
  shortPortal: at(15174),
  // A third pair asking for the code at sign-in and reporting a release.
  strictSandbox: at(18082),
  strictPortal: at(15175),
  // The user's path, as `npm start` serves it.
  devSandbox: at(18083),
  devPortal: at(15176),
  devExample: at(15183),
} as const;

/** `http://127.0.0.1:<port>`. */
export const local = (port: number): string => `http://127.0.0.1:${port}`;

/** The sandbox port a URL's page talks to (portals and examples sit in front of one). */
export function sandboxOf(url: string): string {
  const port = Number(new URL(url).port);
  const fronts: Record<number, number> = {
    [PORTS.portal]: PORTS.sandbox,
    [PORTS.example]: PORTS.sandbox,
    [PORTS.exampleReact]: PORTS.sandbox,
    [PORTS.exampleCrm]: PORTS.sandbox,
    [PORTS.exampleNext]: PORTS.sandbox,
    [PORTS.shortPortal]: PORTS.shortSandbox,
    [PORTS.strictPortal]: PORTS.strictSandbox,
    [PORTS.devPortal]: PORTS.devSandbox,
    [PORTS.devExample]: PORTS.devSandbox,
  };
  return String(fronts[port] ?? port);
}
