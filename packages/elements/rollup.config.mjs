// Script-tag bundles: one IIFE per screen, built twice (preact/compat and react-dom).

import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const screens = ['rate'];

// Absolute paths: screens live in sibling packages that do not depend on preact themselves.
const resolveFromHere = (id) => fileURLToPath(import.meta.resolve(id));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: resolveFromHere('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: resolveFromHere('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolveFromHere('preact/jsx-runtime') },
  { find: /^react-dom$/, replacement: resolveFromHere('preact/compat') },
  { find: /^react$/, replacement: resolveFromHere('preact/compat') },
];

function plugins(runtime) {
  return [
    ...(runtime === 'preact' ? [alias({ entries: preactAliases })] : []),
    nodeResolve({
      browser: true,
      exportConditions: ['@flexportal/source', 'browser', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    terser({ format: { comments: false } }),
  ];
}

export default ['preact', 'react'].flatMap((runtime) =>
  screens.map((screen) => ({
    input: `src/script-tag/${screen}.ts`,
    output: {
      file:
        runtime === 'preact'
          ? `dist/cdn/flexportal-${screen}.js`
          : `dist/cdn/react/flexportal-${screen}.js`,
      format: 'iife',
      sourcemap: true,
    },
    plugins: plugins(runtime),
  })),
);
