// The list bench page bundle, twice, like the floor: preact/compat (the script-tag build)
// and react-dom (the React package's hosts, the portal among them).
import { fileURLToPath } from 'node:url';
import { bundlePlugins } from '../../packages/elements/build/bundlePlugins.mjs';

const tsconfig = fileURLToPath(new URL('../../packages/elements/tsconfig.json', import.meta.url));
export default ['preact', 'react'].map((runtime) => ({
  input: fileURLToPath(new URL('./ListBench.tsx', import.meta.url)),
  output: {
    file: fileURLToPath(new URL(`../.tmp/lists-${runtime}.js`, import.meta.url)),
    format: 'iife',
    // The client's lazy imports (pusher-js for the live channel) are never reached here.
    inlineDynamicImports: true,
  },
  plugins: bundlePlugins(runtime, [], tsconfig),
}));
