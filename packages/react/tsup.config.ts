import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** A subpath export as package.json declares it: its source (our condition) and its build. */
interface SubpathExport {
  '@flexportal/source'?: string;
  default?: string;
}

// One entry per subpath export: package.json is the list (tests/unit/registry.test.ts checks
// it names every registered screen), `./dist/<entry>.js` its build.
const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, SubpathExport | string>;
};
const entry = Object.fromEntries(
  Object.values(exports).flatMap((target) => {
    if (typeof target === 'string' || !target['@flexportal/source'] || !target.default) return [];
    const name = /^\.\/dist\/(.+)\.js$/.exec(target.default)?.[1];
    return name ? [[name, target['@flexportal/source']]] : [];
  }),
);

const common = {
  format: ['esm'] as const,
  target: 'es2022' as const,
  external: ['react', 'react-dom', /^@flexportal\//],
};

// Declarations in batches, each in a worker of its own: rollup-plugin-dts keeps a program per
// entry, and forty screens in one worker ran out of heap (8 GB). The build script empties
// dist/ first, since the batches write beside each other.
const DTS_BATCH = 8;
const names = Object.keys(entry);
const batches = Array.from({ length: Math.ceil(names.length / DTS_BATCH) }, (_, i) =>
  Object.fromEntries(names.slice(i * DTS_BATCH, (i + 1) * DTS_BATCH).map((n) => [n, entry[n]])),
);

// Every entry but the registry is a client module for React Server Components (Next.js app
// router): its first line is `'use client'`, so a server component may render a screen
// (it becomes a client reference) instead of failing on createContext. The registry is data
// a server may read: built apart, without the directive (tests/artifacts/useClient.test.ts).
const { registry, ...clientEntries } = entry;
const USE_CLIENT = { js: "'use client';" };

// exceljs is bundled, not a dependency (issue 39 item 6): its npm install is 23 MB with the
// Node streams it brings, while the import screen needs only its browser build, which lands
// in a chunk of its own that only the template and the annotated file's downloads load.
const BROWSER_EXCELJS = {
  esbuildOptions(options: { alias?: Record<string, string> }) {
    options.alias = { exceljs: 'exceljs/dist/exceljs.min.js' };
  },
};

export default defineConfig([
  { ...common, ...BROWSER_EXCELJS, entry: clientEntries, sourcemap: true, banner: USE_CLIENT },
  { ...common, entry: { registry }, sourcemap: true },
  ...batches.map((batch) => ({ ...common, entry: batch, dts: { only: true } })),
]);
