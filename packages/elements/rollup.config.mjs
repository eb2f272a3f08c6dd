// Script-tag builds, each twice (preact/compat in dist/cdn/, react-dom in dist/cdn/react/):
// 1. ESM chunks: a shared runtime and one entry per screen, rollup splitting shared code;
//    writes manifest.json (tags, imports, SRI hashes).
// 2. flexportal.js: the classic-script loader, with that manifest inlined; writes sri.json.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

/** Screens with a chunk of their own: src/cdn/screens/<name>.ts defines <flexportal-name>. */
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

const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

function plugins(runtime, extra = []) {
  return [
    ...(runtime === 'preact' ? [alias({ entries: preactAliases })] : []),
    nodeResolve({
      browser: true,
      exportConditions: ['@flexportal/source', 'browser', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    }),
    commonjs(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
    ...extra,
    esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    terser({ format: { comments: false } }),
  ];
}

/** After the chunks are on disk: record tags, static imports and SRI hashes. */
function writeManifest(dir) {
  return {
    name: 'flexportal-manifest',
    writeBundle(_options, bundle) {
      const manifest = { runtime: 'runtime.js', screens: {}, imports: {}, integrity: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        manifest.integrity[chunk.fileName] = sri(join(dir, chunk.fileName));
        manifest.imports[chunk.fileName] = chunk.imports;
        const screen = /^screens\/(.+)\.js$/.exec(chunk.fileName)?.[1];
        if (screen) manifest.screens[`flexportal-${screen}`] = chunk.fileName;
      }
      writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** After the loader is on disk: one sri.json for every published file. */
function writeSri(dir) {
  return {
    name: 'flexportal-sri',
    writeBundle() {
      const { integrity } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      const all = { 'flexportal.js': sri(join(dir, 'flexportal.js')), ...integrity };
      writeFileSync(join(dir, 'sri.json'), `${JSON.stringify(all, null, 2)}\n`);
    },
  };
}

export default ['preact', 'react'].flatMap((runtime) => {
  const dir = runtime === 'preact' ? 'dist/cdn' : 'dist/cdn/react';
  return [
    {
      input: {
        runtime: 'src/cdn/runtime.ts',
        ...Object.fromEntries(screens.map((s) => [`screens/${s}`, `src/cdn/screens/${s}.ts`])),
      },
      output: {
        dir,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/shared-[hash].js',
        sourcemap: true,
      },
      preserveEntrySignatures: 'exports-only',
      plugins: [...plugins(runtime), writeManifest(dir)],
    },
    {
      input: 'src/cdn/loader.ts',
      output: { file: `${dir}/flexportal.js`, format: 'iife', sourcemap: true },
      plugins: [
        ...plugins(runtime, [
          replace({
            preventAssignment: true,
            values: {
              __FLEXPORTAL_MANIFEST__: () => readFileSync(join(dir, 'manifest.json'), 'utf8'),
            },
          }),
        ]),
        writeSri(dir),
      ],
    },
  ];
});
