import { defineConfig } from '@playwright/test';
import { PORTS } from './e2e/support/ports.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Browser tests run against built artefacts and a real sandbox, on ports apart from
// `npm start`'s so both can run at once (`PW_PORT_OFFSET` shifts them: e2e/support/ports.ts).
const SANDBOX_PORT = PORTS.sandbox;
const PORTAL_PORT = PORTS.portal;
const EXAMPLE_PORT = PORTS.example;
const EXAMPLE_REACT_PORT = PORTS.exampleReact;
const EXAMPLE_CRM_PORT = PORTS.exampleCrm;
const EXAMPLE_NEXT_PORT = PORTS.exampleNext;
// A second sandbox and portal whose tokens live 125 s: the expiry warning (at 120 s left)
// shows within seconds.
const SHORT_SANDBOX_PORT = PORTS.shortSandbox;
const SHORT_PORTAL_PORT = PORTS.shortPortal;
// A third pair whose sandbox asks Google two-factor users for their code at sign-in and
// reports a release, so sign-in with two-factor and a release change can be tried without
// disturbing the tests on the first pair.
const STRICT_SANDBOX_PORT = PORTS.strictSandbox;
const STRICT_PORTAL_PORT = PORTS.strictPortal;
// The user's path, as `npm start` serves it: the portal's Vite dev server (on source, React
// StrictMode) and the script-tag example, against a sandbox that asks for the code at
// sign-in. Its own ports, so it runs beside the pairs above.
const DEV_SANDBOX_PORT = PORTS.devSandbox;
const DEV_PORTAL_PORT = PORTS.devPortal;
const DEV_EXAMPLE_PORT = PORTS.devExample;
const api = `http://127.0.0.1:${SANDBOX_PORT}/api/v2`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'portal',
      testMatch: /portal\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${PORTAL_PORT}` },
    },
    {
      name: 'examples',
      testMatch: /examples\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${EXAMPLE_PORT}` },
    },
    {
      name: 'short-session',
      testMatch: /short-session\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${SHORT_PORTAL_PORT}` },
    },
    {
      name: 'login-2fa',
      testMatch: /login-2fa\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${STRICT_PORTAL_PORT}` },
    },
    {
      name: 'react-vite',
      testMatch: /react-vite\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${EXAMPLE_REACT_PORT}` },
    },
    {
      name: 'next-app',
      testMatch: /next-app\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${EXAMPLE_NEXT_PORT}` },
    },
    {
      name: 'crm-iframe',
      testMatch: /crm-iframe\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${EXAMPLE_CRM_PORT}` },
    },
    {
      name: 'dev',
      testMatch: /dev\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${DEV_PORTAL_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node packages/sandbox/dist/cli.js --port ${SANDBOX_PORT} --in-memory`,
      url: `${api}/openapi.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @flexportal/portal exec vite preview',
      env: {
        PORTAL_PORT: String(PORTAL_PORT),
        SANDBOX_PORT: String(SANDBOX_PORT),
        PORTAL_FRAME_ANCESTORS: `http://127.0.0.1:${EXAMPLE_PORT} http://127.0.0.1:${EXAMPLE_CRM_PORT}`,
      },
      url: `http://127.0.0.1:${PORTAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node examples/script-tag/serve.mjs',
      env: {
        EXAMPLE_PORT: String(EXAMPLE_PORT),
        API_BASE: api,
        PORTAL_URL: `http://127.0.0.1:${PORTAL_PORT}`,
      },
      url: `http://127.0.0.1:${EXAMPLE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'pnpm --filter @flexportal/example-react-vite exec vite preview',
      env: { EXAMPLE_REACT_PORT: String(EXAMPLE_REACT_PORT), SANDBOX_PORT: String(SANDBOX_PORT) },
      url: `http://127.0.0.1:${EXAMPLE_REACT_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Built once by `pnpm -r build` (next build), served as a partner would run it.
      command: `pnpm --filter @flexportal/example-next-app exec next start -H 127.0.0.1 -p ${EXAMPLE_NEXT_PORT}`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), NEXT_TELEMETRY_DISABLED: '1' },
      url: `http://127.0.0.1:${EXAMPLE_NEXT_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node examples/crm-iframe/serve.mjs',
      env: {
        EXAMPLE_CRM_PORT: String(EXAMPLE_CRM_PORT),
        PORTAL_URL: `http://127.0.0.1:${PORTAL_PORT}/`,
      },
      url: `http://127.0.0.1:${EXAMPLE_CRM_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node packages/sandbox/dist/cli.js --port ${SHORT_SANDBOX_PORT} --in-memory`,
      env: { SANDBOX_TOKEN_TTL: '125' },
      url: `http://127.0.0.1:${SHORT_SANDBOX_PORT}/api/v2/openapi.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @flexportal/portal exec vite preview',
      env: { PORTAL_PORT: String(SHORT_PORTAL_PORT), SANDBOX_PORT: String(SHORT_SANDBOX_PORT) },
      url: `http://127.0.0.1:${SHORT_PORTAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node packages/sandbox/dist/cli.js --port ${STRICT_SANDBOX_PORT} --in-memory`,
      env: { SANDBOX_LOGIN_2FA: '1', SANDBOX_RELEASE_VERSION: '0.1.0' },
      url: `http://127.0.0.1:${STRICT_SANDBOX_PORT}/api/v2/openapi.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @flexportal/portal exec vite preview',
      env: { PORTAL_PORT: String(STRICT_PORTAL_PORT), SANDBOX_PORT: String(STRICT_SANDBOX_PORT) },
      url: `http://127.0.0.1:${STRICT_PORTAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // From source, as `npm start` runs it (scripts/start.mjs).
      command: `node --conditions=@flexportal/source --import tsx packages/sandbox/src/cli.ts --port ${DEV_SANDBOX_PORT} --in-memory`,
      env: { SANDBOX_LOGIN_2FA: '1' },
      url: `http://127.0.0.1:${DEV_SANDBOX_PORT}/api/v2/openapi.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // `vite`, as `npm start` runs it. Ready once the entry module transforms: that waits
      // for the dependency optimisation, so a cold machine's first test does not pay for it.
      command: 'pnpm --filter @flexportal/portal exec vite',
      env: {
        PORTAL_PORT: String(DEV_PORTAL_PORT),
        SANDBOX_PORT: String(DEV_SANDBOX_PORT),
        PORTAL_FRAME_ANCESTORS: `http://127.0.0.1:${DEV_EXAMPLE_PORT}`,
      },
      url: `http://127.0.0.1:${DEV_PORTAL_PORT}/src/main.tsx`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'node examples/script-tag/serve.mjs',
      env: {
        EXAMPLE_PORT: String(DEV_EXAMPLE_PORT),
        API_BASE: `http://127.0.0.1:${DEV_SANDBOX_PORT}/api/v2`,
        PORTAL_URL: `http://127.0.0.1:${DEV_PORTAL_PORT}`,
      },
      url: `http://127.0.0.1:${DEV_EXAMPLE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
