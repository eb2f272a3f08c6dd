// Script-tag builds, each twice (preact/compat in dist/cdn/, react-dom in dist/cdn/react/):
// 1. ESM chunks: a shared runtime and one entry per registered screen
//    (build/screenEntries.mjs), rollup splitting shared code;
//    writes manifest.json (tags, imports, SRI hashes) and its MANIFEST_BUCKETS parts as the
//    modules manifest-<n>.js (a tag's part is bucketOf(tag), src/cdn/buckets.mjs).
// 2. frame.js: data-mode="frame"'s one file (framed elements over the registry, no React).
// 3. flexportal.js: the classic-script loader, inlining the hashes of the buckets, frame.js
//    and the runtime only (its size does not grow with screens); writes sri.json.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENS } from '@flexportal/react/registry';
import replace from '@rollup/plugin-replace';
import { bundlePlugins as plugins } from './build/bundlePlugins.mjs';
import { screenEntries, screenInputs } from './build/screenEntries.mjs';
import { bucketPart } from './src/cdn/buckets.mjs';
import { encodeFrameScreens } from './src/cdn/frameScreens.mjs';

/**
 * How many manifest parts the screens are hashed into. Each costs the loader its name and
 * hash (about 70 B gz) and a page one request per part its tags use; fewer, larger parts
 * cost every page the other screens of its part (about 170 B gz each). At 48 screens 8
 * were best (loader 2.2 KB, largest part 1.2 KB gz); at 63 the largest of 8 parts was
 * 2.7 KB gz and eight screens failed their budgets for it: 16 parts now
 * (docs/decisions.md "Sizes after the third merge").
 */
const MANIFEST_BUCKETS = 16;

/**
 * Left alone, rollup cuts the code screens share into one chunk per combination of screens
 * using it: with eight screens, a form loaded a dozen small files, each costing a request
 * and its own gzip context. What every screen needs goes in the runtime itself (P2: a
 * request less on the critical path, see docs/embedding.md "Load performance"); the list
 * mechanism goes in a chunk of its own.
 */
function manualChunks(id) {
  // The loader's theme (a scheme's sheet, the host's scheme followed live) loads only when a
  // page asks for one, and a partner's contrast check only when it gives its own text or
  // background colour (theme/schemes.ts, hostTheme.ts): not every page's runtime.
  if (/packages\/elements\/src\/theme\/(contrast|hostTheme)\.ts$/.test(id)) return undefined;
  // The runtime entry and what it pulls in (r2wc, registration, frame mode)...
  if (/packages\/elements\/src\//.test(id)) return 'runtime';
  // The registration's props coercion (0.4 KB gz), which every page loads: a file of its own
  // cost a request and a gzip context of its own.
  if (/packages\/react\/src\/registry\/coerceProps\.ts$/.test(id)) return 'runtime';
  if (/node_modules\/@r2wc\//.test(id)) return 'runtime';
  // The quote lifecycle and the pair rules serve only the screens that exchange (transfer,
  // exchange, convert, crypto): a chunk of theirs, not every screen's runtime (issue 17).
  // Their views stay unassigned: the fees panel they share with the withdrawal would
  // otherwise be pulled into this chunk and the withdrawal with it.
  if (
    /packages\/core\/src\/(quote\/|domain\/(exchangePairs|convertSides)\.ts$)/.test(id) ||
    /packages\/react\/src\/(hooks\/useQuote\.ts$|i18n\/areas\/(quote|pairForm)\.ts$)/.test(id)
  )
    return 'quote';
  // ...React (preact/compat or react-dom), the client, the provider and its texts' mechanism
  // with the shared texts' English (each other locale is a chunk loaded with the locale)...
  if (/node_modules\/(preact|react|react-dom|scheduler|zustand)\//.test(id)) return 'runtime';
  // The import rules serve the import screens only: with them, not in every screen's runtime.
  if (/packages\/core\/src\/domain\/import\w+\.ts$/.test(id)) return 'import-rules';
  // The lists' query rules (periods, modes, a list's query) serve the lists and dashboards:
  // one chunk of theirs, not the runtime every form loads (nor three files in each bucket).
  if (
    /packages\/core\/src\/(contract\/listPeriod|domain\/(transactionModes|listQuery))\.ts$/.test(id)
  )
    return 'list-rules';
  // The address checks (and their hashes) serve a wallet's save only: loaded then
  // (loadAddressCheck), so no screen's first load carries them. The networks of the
  // currencies, which every crypto screen reads, stay with those screens.
  if (
    /packages\/core\/src\/domain\/(cryptoAddress|base58|bech32|eip55)\.ts$/.test(id) ||
    /node_modules\/@noble\/hashes\//.test(id)
  )
    return 'crypto-rules';
  // Any other rule goes with the screens using it (rollup puts the rules one set of screens
  // shares in one chunk): a chunk of every screen's rules cost each screen 1.9 KB gz for
  // the 0.1 to 0.4 it used, and one of the administrator's rules 0.8 KB gz for the 0.1 to
  // 0.3 an admin screen used (the currencies' networks, the flexpsp deposit's payee, the API
  // payments' approval were already taken out of them one by one; docs/decisions.md "Sizes
  // back under 48 KB (issue 41)"). Only the few most screens need are the runtime's (the
  // transaction lists' query parsing left it: those lists alone read it; so did the payment
  // forms' query shortcuts, after the field errors' sentences joined the runtime).
  if (
    /packages\/core\/src\/domain\//.test(id) &&
    !/domain\/(decimal|amount|defaultAmounts|iban|transferService|queryInput)\.ts$/.test(id)
  )
    return undefined;
  // The polling of the system overview serves that screen alone: with it, not in the runtime.
  // Likewise the compliance files' type sniffing serves the screens that upload them (0.3 KB
  // gz, which paid for keeping the signed-in user between pages, issue 26).
  if (/packages\/core\/src\/(rates\/pollWhileVisible|contract\/complianceUpload)\.ts$/.test(id))
    return undefined;
  // The uploads' XMLHttpRequest fetch (progress) loads at a form's first upload (0.35 KB gz).
  // So does the opening of a code announced for this browser, at an approved e-mail link's
  // event (0.34 KB gz).
  if (/packages\/core\/src\/(http\/xhrFetch|contract\/announcedCode)\.ts$/.test(id))
    return undefined;
  // The status badges' sheet serves the lists, the timeline, the overview, KYC and the
  // imports: theirs, not the runtime every form and the rate load (0.23 KB gz).
  if (/packages\/react\/src\/ui\/styles\/badgeCss\.ts$/.test(id)) return undefined;
  if (/packages\/(core\/src|react\/src\/(provider|ui\/styles))\//.test(id)) return 'runtime';
  if (/packages\/react\/src\/i18n\/(en|translate|coreText|areas\/areaTexts)\.ts$/.test(id))
    return 'runtime';
  // ...and the form kit (every screen but the rate uses it: 4 KB gz) with the sign-in gate,
  // the 422 a form's own check throws (with the beneficiaries' rules, the wallets downloaded
  // those for it). The other helpers stay with the screens using them: the file download
  // (the runtime's when two screens shared it; eleven do now, not the withdrawal), the
  // announcements' markup with the dashboard (0.8 KB gz less for every other screen); CSV
  // and print load at a list's first export or print.
  // The rate store's hook serves the rate element and the exchanging screens only.
  if (/packages\/react\/src\/hooks\/useRatePair\.ts$/.test(id)) return undefined;
  // The confirmed delete serves two screens (a beneficiary, an announcement), the QR code two
  // (crypto receive, product purchase).
  if (
    /packages\/react\/src\/(hooks\/useConfirmedDelete|ui\/(ConfirmDelete|QrCode))\.tsx?$/.test(id)
  )
    return undefined;
  // The code's six boxes load at a request's first challenge (OtpDialog), not with the page.
  if (/packages\/react\/src\/ui\/otp\//.test(id)) return undefined;
  // The express modal of company data (PP-2.5-10) serves the two admin screens that open it:
  // with them, its dialog loaded at the first opening, not in every page's runtime (1.7 KB gz).
  if (/packages\/react\/src\/global\/(CompanyExpress\w*|companyExpress\w+)\.tsx?$/.test(id))
    return undefined;
  if (/packages\/react\/src\/(ui\/|global\/|hooks\/|helpers\/validationError)/.test(id))
    return 'runtime';
  // The payment forms' sheet (0.6 KB gz) stays out: it was the runtime's when three screens
  // shared it; eighteen do now, and the lists and other screens paid for it (issue 41).
  if (/packages\/react\/src\/(lists\/|i18n\/areas\/lists\.ts$)/.test(id)) return 'lists';
  // The texts of one locale other than English, every area's, in one chunk downloaded with
  // the locale: a page in English never loads it, and four chunks keep the manifest small.
  const locale = /packages\/react\/src\/i18n\/(?:areas\/\w+\/)?(de|es|fr|ja)\.ts$/.exec(id)?.[1];
  if (locale) return `texts-${locale}`;
  return undefined;
}

/** A file's Subresource Integrity value; sha384 unless said (sri.json publishes sha384). */
const sri = (file, algorithm = 'sha384') =>
  `${algorithm}-${createHash(algorithm).update(readFileSync(file)).digest('base64')}`;

/** After the chunks are on disk: record tags, static imports and SRI hashes. */
function writeManifest(dir) {
  return {
    name: 'flexportal-manifest',
    writeBundle(_options, bundle) {
      const buckets = Array.from({ length: MANIFEST_BUCKETS }, (_, n) => `manifest-${n}.js`);
      const manifest = {
        runtime: 'runtime.js',
        screens: {},
        imports: {},
        integrity: {},
        buckets,
        warm: {},
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        manifest.integrity[chunk.fileName] = sri(join(dir, chunk.fileName));
        manifest.imports[chunk.fileName] = chunk.imports;
      }
      for (const { name, tag, warm } of SCREENS) {
        manifest.screens[tag] = `screens/${name}.js`;
        if (warm?.length) manifest.warm[tag] = [...warm];
      }
      // An empty part is still written: the loader maps any tag to a file that exists.
      buckets.forEach((file, n) => {
        const part = bucketPart(manifest, n, MANIFEST_BUCKETS);
        writeFileSync(join(dir, file), `export default ${JSON.stringify(part)};\n`);
      });
      writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** What a framed element reads of the registry's frame screens, as frame.js carries it. */
const frameScreens = encodeFrameScreens(SCREENS.filter((s) => s.frame));

/** The few files the loader may fetch first: the buckets, frame.js, the runtime. */
function bootFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const runtime = [manifest.runtime, ...manifest.imports[manifest.runtime]];
  return {
    buckets: manifest.buckets,
    runtime,
    files: [...manifest.buckets, 'frame.js', ...runtime],
  };
}

/**
 * What the loader inlines (LoaderManifest): those files with their hashes. sha256 there
 * (SHA-2 as sha384, 44 characters instead of 64): the pins are most of the loader's size,
 * incompressible, and every page pays for them (docs/security.md, "Script tag").
 */
function boot(dir) {
  const { buckets, runtime } = bootFiles(dir);
  const pin = (f) => sri(join(dir, f), 'sha256');
  const integrity = Object.fromEntries(['frame.js', ...runtime].map((f) => [f, pin(f)]));
  // The loader names bucket n `manifest-<n>.js` itself (the build writes them so).
  if (buckets.some((f, n) => f !== `manifest-${n}.js`)) throw new Error('bucket names');
  return { buckets: buckets.map(pin), frame: 'frame.js', runtime, integrity };
}

/** After the loader is on disk: one sri.json for every published file. */
function writeSri(dir) {
  return {
    name: 'flexportal-sri',
    writeBundle() {
      const { integrity } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      const all = {
        'flexportal.js': sri(join(dir, 'flexportal.js')),
        ...Object.fromEntries(bootFiles(dir).files.map((f) => [f, sri(join(dir, f))])),
        ...integrity,
      };
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
        ...screenInputs(),
      },
      output: {
        dir,
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/shared-[hash].js',
        sourcemap: true,
        manualChunks,
        // A manual chunk holds only the modules assigned to it: left to rollup, it also took
        // their dependencies, and a screen importing one of them loaded the whole chunk.
        onlyExplicitManualChunks: true,
      },
      // An entry may export more than its own names: the runtime entry then IS the shared
      // chunk screens import from, instead of a facade costing one more request.
      preserveEntrySignatures: 'allow-extension',
      // Core and React declare "sideEffects": false; said here for their sources too, so a
      // re-export in core's root pulls no chunk of rules (and its hashes) into the runtime.
      treeshake: {
        moduleSideEffects: (id) =>
          !/packages\/(core|react)\/src\//.test(id) && !/node_modules\/@noble\/hashes\//.test(id),
      },
      plugins: [screenEntries(), ...plugins(runtime), writeManifest(dir)],
    },
    {
      input: 'src/cdn/frame.ts',
      // One file: the contrast check a partner's colours load is inlined (0.7 KB gz).
      output: {
        file: `${dir}/frame.js`,
        format: 'es',
        sourcemap: true,
        inlineDynamicImports: true,
      },
      // @flexportal/react declares "sideEffects": false; said here too, so DARK_TOKENS comes
      // without the React its root also exports (3.4 KB gz against 10.6).
      treeshake: { moduleSideEffects: (id) => !/packages\/react\/src\//.test(id) },
      plugins: plugins(runtime, [
        replace({
          preventAssignment: true,
          values: { __FLEXPORTAL_FRAME_SCREENS__: () => JSON.stringify(frameScreens) },
        }),
      ]),
    },
    {
      input: 'src/cdn/loader.ts',
      output: { file: `${dir}/flexportal.js`, format: 'iife', sourcemap: true },
      plugins: [
        ...plugins(runtime, [
          replace({
            preventAssignment: true,
            values: {
              __FLEXPORTAL_BOOT__: () => JSON.stringify(boot(dir)),
            },
          }),
        ]),
        writeSri(dir),
      ],
    },
  ];
});
