// P5's bench page bundle (ImportBench.ts): ES modules with the lazy chunks the screen has,
// the import screen's helpers and exceljs (one chunk both sides of the page load).
import { fileURLToPath } from 'node:url';
import { bundlePlugins } from '../../packages/elements/build/bundlePlugins.mjs';

const tsconfig = fileURLToPath(new URL('../../packages/elements/tsconfig.json', import.meta.url));
export default {
  input: fileURLToPath(new URL('./ImportBench.ts', import.meta.url)),
  output: {
    dir: fileURLToPath(new URL('../.tmp/import', import.meta.url)),
    format: 'es',
    entryFileNames: 'import-bench.js',
  },
  plugins: bundlePlugins('preact', [], tsconfig),
};
