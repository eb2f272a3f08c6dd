// Script-tag builds, each twice (preact/compat in dist/cdn/, react-dom in dist/cdn/react/):
// 1. ESM chunks: a shared runtime and one entry per screen, rollup splitting shared code;
//    writes manifest.json (tags, imports, SRI hashes).
// 2. flexportal.js: the classic-script loader, with that manifest inlined; writes sri.json.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import replace from '@rollup/plugin-replace';
import { bundlePlugins as plugins } from './build/bundlePlugins.mjs';

/** Screens with a chunk of their own: src/cdn/screens/<name>.ts defines <flexportal-name>. */
const screens = [
  'rate',
  'withdrawal',
  'transactions',
  'transaction',
  'accounts',
  'beneficiaries',
  'beneficiary-form',
  'dashboard',
];

/**
 * Left alone, rollup cuts the code screens share into one chunk per combination of screens
 * using it: with eight screens, a form loaded a dozen small files, each costing a request
 * and its own gzip context. What every screen needs goes in the runtime itself (P2: a
 * request less on the critical path, see docs/embedding.md "Load performance"); the list
 * mechanism goes in a chunk of its own.
 */
function manualChunks(id) {
  // The runtime entry and what it pulls in (r2wc, registration, frame mode)...
  if (/packages\/elements\/src\/(?!cdn\/screens\/)/.test(id)) return 'runtime';
  if (/node_modules\/@r2wc\//.test(id)) return 'runtime';
  // ...React (preact/compat or react-dom), the client, the provider and its texts' mechanism
  // with the shared texts' English (each other locale is a chunk loaded with the locale)...
  if (/node_modules\/(preact|react|react-dom|scheduler|zustand)\//.test(id)) return 'runtime';
  if (/packages\/(core\/src|react\/src\/(provider|ui\/styles))\//.test(id)) return 'runtime';
  if (/packages\/react\/src\/i18n\/(en|translate|coreText|areas\/areaTexts)\.ts$/.test(id))
    return 'runtime';
  // ...and the form kit (every screen but the rate uses it: 4 KB gz) with the sign-in gate.
  if (/packages\/react\/src\/(ui\/|global\/|hooks\/|helpers\/)/.test(id)) return 'runtime';
  // The payment forms' sheet (0.7 KB gz) is shared by three screens: not worth a request.
  if (/packages\/react\/src\/widgets\/payments\/formCss\.ts$/.test(id)) return 'runtime';
  if (/packages\/react\/src\/(lists\/|i18n\/areas\/lists\.ts$)/.test(id)) return 'lists';
  // The texts of one locale other than English, every area's, in one chunk downloaded with
  // the locale: a page in English never loads it, and four chunks keep the manifest small.
  const locale = /packages\/react\/src\/i18n\/(?:areas\/\w+\/)?(de|es|fr|ja)\.ts$/.exec(id)?.[1];
  if (locale) return `texts-${locale}`;
  return undefined;
}

const sri = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

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
        manualChunks,
      },
      // An entry may export more than its own names: the runtime entry then IS the shared
      // chunk screens import from, instead of a facade costing one more request.
      preserveEntrySignatures: 'allow-extension',
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
