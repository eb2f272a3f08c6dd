// Keeps `pnpm new:screen` honest without building anything: it runs against a copy of the
// files it reads and edits, and the result must keep the registry test's invariants.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScreen, readScreen } from '../../scripts/newScreen.mjs';

const repo = join(import.meta.dirname, '../..');
const COPIED = [
  'packages/react/src',
  'packages/react/package.json',
  'packages/elements/src/elements.ts',
  'packages/elements/src/events.ts',
  'portal/src/routes/embed/screenLoaders.ts',
  'portal/src/app/routes',
  'portal/src/i18n',
];
const TITLES = {
  en: 'Demo screen',
  de: 'Demo-Bildschirm',
  es: 'Pantalla de demostración',
  fr: 'Écran de démonstration',
  ja: 'デモ画面',
};
const LOCALES = ['de', 'es', 'fr', 'ja'] as const;
const titleArgs = ['--title', TITLES.en, ...LOCALES.flatMap((l) => [`--title-${l}`, TITLES[l]])];

let root: string;
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const run = (...args: string[]) => createScreen(readScreen([...args, '--root', root]));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-screen-'));
  for (const path of COPIED) cpSync(join(repo, path), join(root, path), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

type Entry = { name: string; tag: string; subpath: string; component: string; routes: string[] };

describe('pnpm new:screen', () => {
  it('registers a screen the registry test would accept, with its export, element and loader', async () => {
    run('demo-screen', ...titleArgs);
    const { SCREENS } = (await import(
      /* @vite-ignore */ join(root, 'packages/react/src/registry/screens.ts')
    )) as { SCREENS: readonly Entry[] };
    const names = SCREENS.map((s) => s.name);
    expect(names.at(-1)).toBe('demo-screen');
    expect(new Set(names).size).toBe(names.length);
    const entry = SCREENS.at(-1) as Entry;
    expect(entry).toMatchObject({
      tag: 'flexportal-demo-screen',
      subpath: './demo-screen',
      component: 'DemoScreen',
      routes: ['manager.demo-screen'],
    });

    const exports = JSON.parse(read('packages/react/package.json')).exports;
    expect(exports['./demo-screen']).toEqual({
      '@flexportal/source': './src/widgets/demo-screen/index.ts',
      types: './dist/demo-screen.d.ts',
      default: './dist/demo-screen.js',
    });
    const index = read('packages/react/src/widgets/demo-screen/index.ts');
    expect(index).toContain("export { DemoScreen } from './DemoScreen.js';");
    expect(
      existsSync(join(root, 'packages/react/src/widgets/demo-screen/DemoScreen.test.tsx')),
    ).toBe(true);

    const elements = read('packages/elements/src/elements.ts');
    expect(elements).toContain("import { DemoScreen } from '@flexportal/react/demo-screen';");
    expect(elements).toMatch(
      /'demo-screen': DemoScreen,\n\s*\/\/ biome-ignore[^\n]*\n\} satisfies/,
    );
    expect(read('portal/src/routes/embed/screenLoaders.ts')).toContain(
      "'demo-screen': () => import('@flexportal/react/demo-screen').then((m) => m.DemoScreen),",
    );
    expect(read('packages/elements/src/events.ts')).toMatch(
      /interface EventDetailsByScreen \{[^}]*'demo-screen': Record<never, never>;\n\}/,
    );
  });

  it('writes its texts and a new route with its title in all five locales', () => {
    run('demo-screen', ...titleArgs);
    const areas = 'packages/react/src/i18n/areas';
    expect(read(`${areas}/demoScreen.ts`)).toContain(`'demoScreen.title': '${TITLES.en}'`);
    for (const l of LOCALES) {
      expect(read(`${areas}/demoScreen/${l}.ts`)).toContain(`'demoScreen.title': '${TITLES[l]}'`);
      expect(read(`portal/src/i18n/portalTexts/${l}.ts`)).toContain(
        `'portal.demoScreen': '${TITLES[l]}'`,
      );
    }
    expect(read(`${areas}/areaKeys.ts`)).toContain('| keyof typeof demoScreenTexts.en;');
    expect(read('portal/src/i18n/portalTexts.ts')).toContain(`'portal.demoScreen': '${TITLES.en}'`);
    expect(read('portal/src/app/routes/managerRoutes.ts')).toContain(
      "name: 'manager.demo-screen',\n    path: '/manager/demo-screen',\n    title: 'portal.demoScreen',",
    );
  });

  it('shows the screen on an existing placeholder route without a new route or title', () => {
    const routes = read('portal/src/app/routes/managerRoutes.ts');
    const texts = read('portal/src/i18n/portalTexts.ts');
    const changed = run('demo-screen', ...titleArgs, '--route', 'manager.white-label');
    expect(read('packages/react/src/registry/screens.ts')).toContain(
      "routes: ['manager.white-label'],",
    );
    expect(read('portal/src/app/routes/managerRoutes.ts')).toBe(routes);
    expect(read('portal/src/i18n/portalTexts.ts')).toBe(texts);
    expect(changed.map((c) => c.file)).not.toContain('portal/src/i18n/portalTexts/de.ts');
  });

  it('refuses a registered name, a route with its own page and a missing translation, writing nothing', () => {
    const screens = read('packages/react/src/registry/screens.ts');
    expect(() => run('rate', ...titleArgs)).toThrow('rate is registered already');
    expect(() => run('demo-screen', ...titleArgs, '--route', 'manager.dashboard')).toThrow(
      'has a page of its own',
    );
    expect(() => run('demo-screen', ...titleArgs, '--route', 'admin.profile')).toThrow(
      'has a page of its own',
    );
    expect(() => run('demo-screen', ...titleArgs, '--route', 'admin.demo')).toThrow(
      'a new route is a manager route',
    );
    expect(() => run('demo-screen', ...titleArgs.slice(0, -2))).toThrow('--title-ja');
    expect(() => run('payments', ...titleArgs)).toThrow('holds other code already');
    expect(read('packages/react/src/registry/screens.ts')).toBe(screens);
    expect(existsSync(join(root, 'packages/react/src/widgets/demo-screen'))).toBe(false);
    run('demo-screen', ...titleArgs);
    expect(() => run('demo-screen', ...titleArgs)).toThrow('demo-screen is registered already');
  });

  it('plans without writing on --dry-run', () => {
    const planned = run('demo-screen', ...titleArgs, '--dry-run');
    expect(planned.at(-1)?.file).toBe('packages/react/src/registry/screens.ts');
    expect(planned.filter((c) => c.created)).toHaveLength(9);
    expect(existsSync(join(root, 'packages/react/src/widgets/demo-screen'))).toBe(false);
  });
});
