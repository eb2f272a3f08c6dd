// Rollup plugins of every browser bundle we ship or measure: TypeScript/JSX, the source
// condition, production React, minification, and for the small build the preact/compat
// aliases. Shared by this package's rollup config and bench/floor.
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

// Absolute paths: screens live in sibling packages that do not depend on preact themselves.
const resolveFromHere = (id) => fileURLToPath(import.meta.resolve(id));
const preactAliases = () => [
  { find: /^react-dom\/client$/, replacement: resolveFromHere('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: resolveFromHere('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolveFromHere('preact/jsx-runtime') },
  { find: /^react-dom$/, replacement: resolveFromHere('preact/compat') },
  { find: /^react$/, replacement: resolveFromHere('preact/compat') },
];

/**
 * @param {'preact' | 'react'} runtime which React the bundle carries
 * @param {import('rollup').Plugin[]} extra plugins to run before TypeScript is compiled
 * @param {string} tsconfig path of the tsconfig esbuild reads
 */
export function bundlePlugins(
  runtime,
  extra = [],
  tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
) {
  return [
    ...(runtime === 'preact' ? [alias({ entries: preactAliases() })] : []),
    nodeResolve({
      browser: true,
      exportConditions: ['@flexportal/source', 'browser', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
    ...extra,
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig }),
    terser({ format: { comments: false } }),
  ];
}
