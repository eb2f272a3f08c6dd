import { defineConfig } from 'vitest/config';

// Tests run on source: the custom condition resolves @flexportal/* to src/, no build needed.
const resolve = { conditions: ['@flexportal/source', 'browser', 'module'] };
// No 'import' here: vite adds it per importer, and forcing it makes require() load ESM.
const nodeConditions = ['@flexportal/source', 'node'];
const ssr = { resolve: { conditions: nodeConditions, externalConditions: ['@flexportal/source'] } };
// __vitest__ is the environment vitest loads global setup files in.
const environments = {
  ssr: { resolve: { conditions: nodeConditions } },
  __vitest__: { resolve: { conditions: nodeConditions } },
};

export default defineConfig({
  resolve,
  ssr,
  environments,
  test: {
    // A timeout catches a hang, not slowness (speed is measured in bench/): tests that spawn
    // tools or render against the real sandbox take 3 to 4 s alone and went past vitest's
    // default 5 s on the 2-core CI machine while other suites ran.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{core,sandbox}/src/**/*.test.ts',
            'portal/src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          globalSetup: ['./tests/setup/warmSnapshot.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['packages/{react,elements}/src/**/*.test.{ts,tsx}'],
          globalSetup: ['./tests/setup/sandboxServer.ts'],
          setupFiles: ['./tests/setup/component.ts'],
        },
      },
      {
        // Needs `pnpm -r build` first; npm test runs it after the build step.
        extends: true,
        test: { name: 'artifacts', environment: 'node', include: ['tests/artifacts/**/*.test.ts'] },
      },
    ],
  },
});
