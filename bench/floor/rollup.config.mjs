// The floor page bundle, twice: preact/compat + r2wc and its react-dom twin.
import { fileURLToPath } from 'node:url';
import { bundlePlugins } from '../../packages/elements/build/bundlePlugins.mjs';

const tsconfig = fileURLToPath(new URL('../../packages/elements/tsconfig.json', import.meta.url));
export default ['preact', 'react'].map((runtime) => ({
  input: fileURLToPath(new URL('./FloorForm.tsx', import.meta.url)),
  output: {
    file: fileURLToPath(new URL(`../.tmp/floor-${runtime}.js`, import.meta.url)),
    format: 'iife',
  },
  plugins: bundlePlugins(runtime, [], tsconfig),
}));
