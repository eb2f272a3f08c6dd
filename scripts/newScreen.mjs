// `pnpm new:screen <name> --title <English> --title-de <..> --title-es <..> --title-fr <..>
//  --title-ja <..> [--area <folder>] [--route <route-name>] [--path </manager/...>] [--dry-run]`
//
// Creates a screen: its folder packages/react/src/widgets/[<area>/]<name>/ (view, element
// data, index, a first test against the sandbox), its text area in the five locales, and
// the entries of the few lists TypeScript needs written out (SCREENS, the package export,
// COMPONENTS, SCREEN_LOADERS, EventDetailsByScreen, the area keys, the portal route and its
// title). Everything else that lists screens derives from SCREENS (docs/adding-a-screen.md).
// Each edit is skipped when already made, so a run that stopped half-way can be run again;
// a name SCREENS already has is refused. `--root <dir>` works on another copy of the repo
// (tests/unit/newScreen.test.ts); `--dry-run` prints the plan and writes nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  areaFile,
  areaLocaleFile,
  elementFile,
  indexFile,
  quote,
  testFile,
  viewFile,
} from './newScreenFiles.mjs';

const LOCALES = ['de', 'es', 'fr', 'ja'];
const USAGE = `Usage: pnpm new:screen <name> --title <English> --title-de <German> --title-es <Spanish>
       --title-fr <French> --title-ja <Japanese> [--area <folder>] [--route <route-name>]
       [--path </manager/...>] [--dry-run]`;

/** A reason to stop, shown without a stack. */
class Refusal extends Error {}

const camelOf = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascalOf = (name) => camelOf(name).replace(/^./, (c) => c.toUpperCase());

/** The screen to create, from the command line; refuses what cannot be a screen. */
export function readScreen(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      ...Object.fromEntries(LOCALES.map((l) => [`title-${l}`, { type: 'string' }])),
      area: { type: 'string' },
      route: { type: 'string' },
      path: { type: 'string' },
      root: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [name] = positionals;
  if (!name || positionals.length > 1) throw new Refusal(USAGE);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Refusal(`${name}: a screen's name is kebab-case (demo-screen).`);
  }
  const titles = { en: values.title };
  for (const l of LOCALES) titles[l] = values[`title-${l}`];
  const missing = Object.keys(titles).filter((l) => !titles[l]?.trim());
  if (missing.length) {
    // Every area is complete in five locales (the type checker enforces it): the author
    // writes the few generated texts in each rather than shipping placeholders.
    throw new Refusal(
      `Give the title in every locale; missing: ${missing.map((l) => (l === 'en' ? '--title' : `--title-${l}`)).join(', ')}\n${USAGE}`,
    );
  }
  const area = values.area;
  if (area !== undefined && !/^[a-z][a-zA-Z0-9-]*(\/[a-z][a-zA-Z0-9-]*)*$/.test(area)) {
    throw new Refusal(`${area}: --area is a folder under packages/react/src/widgets.`);
  }
  const route = values.route ?? `manager.${name}`;
  const path = values.path ?? `/manager/${name}`;
  if (!path.startsWith('/manager/')) throw new Refusal(`${path}: --path starts with /manager/.`);
  return {
    name,
    camel: camelOf(name),
    component: pascalOf(name),
    // Without --area the screen is a folder of its own: widgets/<name>/.
    dir: area ? `widgets/${area}/${name}` : `widgets/${name}`,
    titles,
    route,
    path,
    root: values.root ?? join(import.meta.dirname, '..'),
    dryRun: values['dry-run'],
  };
}

const REACT = 'packages/react';

/** The new files, by path from the repo root. */
function newFiles(s) {
  const dir = `${REACT}/src/${s.dir}`;
  const areas = `${REACT}/src/i18n/areas`;
  return {
    [`${dir}/${s.component}.tsx`]: viewFile(s),
    [`${dir}/${s.camel}.element.ts`]: elementFile(s),
    [`${dir}/index.ts`]: indexFile(s),
    [`${dir}/${s.component}.test.tsx`]: testFile(s),
    [`${areas}/${s.camel}.ts`]: areaFile(s),
    ...Object.fromEntries(
      LOCALES.map((l) => [`${areas}/${s.camel}/${l}.ts`, areaLocaleFile(s, l)]),
    ),
  };
}

/** `text` with `snippet` inserted before the first match of `anchor` (which must exist). */
function insertBefore(file, text, anchor, snippet) {
  const at = text.search(anchor);
  if (at < 0) throw new Refusal(`${file}: cannot find ${anchor} to add the screen to.`);
  return text.slice(0, at) + snippet + text.slice(at);
}

/** The route's text in its route table, or undefined: from its name to the next route. */
function routeText(tables, route) {
  for (const [file, text] of Object.entries(tables)) {
    // Where the route is defined: `name: '<route>'` or the admin helper's `a('<route>'`.
    const literal = quote(route).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const at = text.search(new RegExp(`(name: |\\ba\\(\\s*)${literal}`));
    if (at < 0) continue;
    const rest = text.slice(at);
    const end = rest.search(/\n {2}(m\(|a\(|\{|\])/);
    return { file, text: end < 0 ? rest : rest.slice(0, end) };
  }
  return undefined;
}

const ROUTES_DIR = 'portal/src/app/routes';
const ROUTE_TABLES = ['guestRoutes.ts', 'managerRoutes.ts', 'adminRoutes.ts'];
const PORTAL_TEXTS = 'portal/src/i18n/portalTexts';

/**
 * The edits of existing files: path to a function from its text to the new text, each
 * returning the text unchanged when its entry is there already.
 */
function edits(s, read) {
  const tables = Object.fromEntries(
    ROUTE_TABLES.map((f) => [`${ROUTES_DIR}/${f}`, read(`${ROUTES_DIR}/${f}`)]),
  );
  const existing = routeText(tables, s.route);
  if (existing && /\bscreen[:,)]|import\(/.test(existing.text)) {
    throw new Refusal(
      `${s.route} has a page of its own (${existing.file}); name a placeholder route or a new one.`,
    );
  }
  if (!existing && !s.route.startsWith('manager.')) {
    throw new Refusal(`${s.route}: a new route is a manager route (manager.<name>).`);
  }
  const titleKey = `portal.${s.camel}`;
  const has = (text, needle) => text.includes(needle);
  const importLine = (what, from) => `import { ${what} } from '${from}';\n`;
  const result = {
    [`${REACT}/src/registry/screens.ts`]: (text) => {
      if (has(text, `name: ${quote(s.name)},`)) return text;
      const from = `../${s.dir}/${s.camel}.element.js`;
      const entry = `  {\n    ...${s.camel}Element,\n    name: ${quote(s.name)},\n    subpath: './${s.name}',\n    component: ${quote(s.component)},\n    frame: true,\n    routes: [${quote(s.route)}],\n  },\n`;
      return insertBefore(
        'screens.ts',
        importLine(`${s.camel}Element`, from) + text,
        /\] as const satisfies/,
        entry,
      );
    },
    [`${REACT}/package.json`]: (text) => {
      const pkg = JSON.parse(text);
      if (pkg.exports[`./${s.name}`]) return text;
      const entry = {
        '@flexportal/source': `./src/${s.dir}/index.ts`,
        types: `./dist/${s.name}.d.ts`,
        default: `./dist/${s.name}.js`,
      };
      // Screens before the trailing `./package.json` export, as written by hand.
      const { './package.json': self, ...rest } = pkg.exports;
      pkg.exports = {
        ...rest,
        [`./${s.name}`]: entry,
        ...(self ? { './package.json': self } : {}),
      };
      return `${JSON.stringify(pkg, null, 2)}\n`;
    },
    'packages/elements/src/elements.ts': (text) => {
      if (has(text, `'@flexportal/react/${s.name}'`)) return text;
      return insertBefore(
        'elements.ts',
        importLine(s.component, `@flexportal/react/${s.name}`) + text,
        /\n\s*\/\/ biome-ignore[^\n]*\n\} satisfies Record<ScreenName/,
        `\n  ${quote(s.name)}: ${s.component},`,
      );
    },
    'portal/src/routes/embed/screenLoaders.ts': (text) => {
      if (has(text, `'@flexportal/react/${s.name}'`)) return text;
      return insertBefore(
        'screenLoaders.ts',
        text,
        /\} satisfies Record<ScreenName/,
        `  ${quote(s.name)}: () => import('@flexportal/react/${s.name}').then((m) => m.${s.component}),\n`,
      );
    },
    'packages/elements/src/events.ts': (text) => {
      const key = `\n  ${quote(s.name)}: `;
      if (has(text, key)) return text;
      const body = text.slice(text.indexOf('interface EventDetailsByScreen {'));
      const end = text.length - body.length + body.indexOf('\n}');
      return `${text.slice(0, end)}${key}Record<never, never>;${text.slice(end)}`;
    },
    [`${REACT}/src/i18n/areas/areaKeys.ts`]: (text) => {
      if (has(text, `${s.camel}Texts`)) return text;
      return insertBefore(
        'areaKeys.ts',
        `import type { ${s.camel}Texts } from './${s.camel}.js';\n${text}`,
        /;\s*$/,
        `\n  | keyof typeof ${s.camel}Texts.en`,
      );
    },
  };
  if (existing) return result;
  result[`${ROUTES_DIR}/managerRoutes.ts`] = (text) => {
    if (has(text, `name: ${quote(s.route)},`)) return text;
    // A new page needs what every manager page with the company's data needs (PP-2.3).
    const route = `  m({\n    name: ${quote(s.route)},\n    path: ${quote(s.path)},\n    title: ${quote(titleKey)},\n    needs: base,\n  }),\n`;
    return insertBefore('managerRoutes.ts', text, /\];\s*$/, route);
  };
  const addKey = (locale) => (text) => {
    if (has(text, `${quote(titleKey)}:`)) return text;
    const anchor = locale === 'en' ? /\} as const;/ : /\};\s*$/;
    return insertBefore(
      `portalTexts ${locale}`,
      text,
      anchor,
      `  ${quote(titleKey)}: ${quote(s.titles[locale])},\n`,
    );
  };
  result[`${PORTAL_TEXTS}.ts`] = addKey('en');
  for (const l of LOCALES) result[`${PORTAL_TEXTS}/${l}.ts`] = addKey(l);
  return result;
}

/**
 * Creates the screen under `s.root`; returns the files written and edited. Refuses a name
 * SCREENS already has, or a folder or text area that exists already.
 */
export function createScreen(s) {
  const at = (file) => join(s.root, file);
  const read = (file) => readFileSync(at(file), 'utf8');
  if (read(`${REACT}/src/registry/screens.ts`).includes(`name: ${quote(s.name)},`)) {
    throw new Refusal(`${s.name} is registered already (SCREENS).`);
  }
  const files = newFiles(s);
  const folder = `${REACT}/src/${s.dir}`;
  const ours = new Set(Object.keys(files).map((f) => f.slice(folder.length + 1)));
  if (existsSync(at(folder)) && readdirSync(at(folder)).some((f) => !ours.has(f))) {
    throw new Refusal(`${folder} holds other code already: choose another name or --area.`);
  }
  const changes = [];
  for (const [file, text] of Object.entries(files)) {
    if (existsSync(at(file)) && read(file) !== text) {
      throw new Refusal(`${file} exists already: choose another name or --area.`);
    }
    changes.push({ file, text, created: true });
  }
  // SCREENS last: a run stopped before it is not yet "registered", so it can be run again.
  for (const [file, edit] of Object.entries(edits(s, read))) {
    const before = read(file);
    const text = edit(before);
    if (text !== before) changes.push({ file, text, created: false });
  }
  const registry = changes.findIndex((c) => c.file.endsWith('registry/screens.ts'));
  changes.push(...changes.splice(registry, 1));
  if (s.dryRun) return changes;
  for (const { file, text } of changes) {
    mkdirSync(dirname(at(file)), { recursive: true });
    writeFileSync(at(file), text);
  }
  return changes;
}

function main() {
  try {
    const s = readScreen(process.argv.slice(2));
    const changes = createScreen(s);
    for (const c of changes) console.log(`${c.created ? 'create' : 'edit  '} ${c.file}`);
    if (s.dryRun) return;
    execFileSync(
      'pnpm',
      ['exec', 'biome', 'check', '--write', ...changes.map((c) => join(s.root, c.file))],
      { cwd: s.root, stdio: 'inherit' },
    );
    console.log(
      `\n${s.name}: a React export, <flexportal-${s.name}>, screens/${s.name}.js, /embed/${s.name} and ${s.route}.\nNext: write the view and its rules, then docs/adding-a-screen.md "Check".`,
    );
  } catch (error) {
    // An unknown or malformed option is a usage error too, not a crash.
    const usage = String(error?.code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof Refusal) && !usage) throw error;
    console.error(usage ? `${error.message}\n${USAGE}` : error.message);
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) main();
