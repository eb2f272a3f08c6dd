/// <reference path="../../portal/node_modules/vite/client.d.ts" />
// (Vite's types, as the portal has them: the route table imported below leads TypeScript to
// the portal's pages, which read import.meta.env.)
// The one check of "the screens": every list that names them is derived from the registry
// (SCREENS) or compared with it here, so a screen left out anywhere fails this file.
import { existsSync, readFileSync } from 'node:fs';
import { ELEMENTS } from '@flexportal/elements';
import { SCREENS } from '@flexportal/react/registry';
import { describe, expect, it } from 'vitest';
import { SCREENS as BENCH_SCREENS } from '../../bench/screens.mjs';
import { screenInputs } from '../../packages/elements/build/screenEntries.mjs';
import { ROUTES } from '../../portal/src/app/routes/index.js';
import { embedScreen } from '../../portal/src/routes/embed/embedScreens.js';
import { SCREEN_LOADERS } from '../../portal/src/routes/embed/screenLoaders.js';

const readJson = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as T;
const names = SCREENS.map((s) => s.name);
const tags = SCREENS.map((s) => s.tag);

type SubpathExport = Record<string, string>;
const reactExports = readJson<{ exports: Record<string, SubpathExport> }>(
  'packages/react/package.json',
).exports;

describe('the screen registry', () => {
  it('names each screen once, its tag flexportal-<name>', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const s of SCREENS) expect(s.tag, s.name).toBe(`flexportal-${s.name}`);
  });

  it('is what @flexportal/elements defines: every tag, in order, with its component', () => {
    expect(ELEMENTS.map((e) => e.tag)).toEqual(tags);
    for (const e of ELEMENTS) expect(typeof e.component, e.tag).toBe('function');
  });

  it("names React subpaths the package exports and builds, exporting the screen's component", async () => {
    for (const s of SCREENS) {
      const target = reactExports[s.subpath];
      expect(target, `package.json exports ${s.subpath}`).toBeDefined();
      const file = s.subpath.slice(2);
      // tsup builds one entry per export whose default is ./dist/<entry>.js (tsup.config.ts).
      expect(target, s.subpath).toMatchObject({
        types: `./dist/${file}.d.ts`,
        default: `./dist/${file}.js`,
      });
      const source = target?.['@flexportal/source'] ?? '';
      expect(existsSync(new URL(`../../packages/react/${source}`, import.meta.url)), source).toBe(
        true,
      );
      const module = (await import(/* @vite-ignore */ `@flexportal/react/${file}`)) as Record<
        string,
        unknown
      >;
      expect(typeof module[s.component], `${s.subpath} exports ${s.component}`).toBe('function');
    }
  });

  it('gives each screen a script-tag entry of its own (rollup)', () => {
    expect(Object.keys(screenInputs())).toEqual(names.map((n) => `screens/${n}`));
  });

  it('lazy-loads in the portal the same component the element renders', async () => {
    expect(Object.keys(SCREEN_LOADERS).sort()).toEqual([...names].sort());
    for (const s of SCREENS) {
      const element = ELEMENTS.find((e) => e.tag === s.tag);
      expect(await SCREEN_LOADERS[s.name](), s.name).toBe(element?.component);
    }
  });

  it('lets /embed/<name> show exactly the screens frame mode may show', () => {
    for (const s of SCREENS) expect(embedScreen(s.name) !== undefined, s.name).toBe(s.frame);
    expect(embedScreen('nothing-registered')).toBeUndefined();
  });

  it('names portal routes that exist, each showing a page (its own or the generic one)', () => {
    for (const s of SCREENS) {
      for (const name of s.routes) {
        const route = ROUTES.find((r) => r.name === name);
        expect(route, `${s.name}: route ${name}`).toBeDefined();
        expect(route?.screen, `${name} shows a page`).toBeTypeOf('function');
      }
    }
  });

  it('is what the bench measures', () => {
    expect(BENCH_SCREENS.map((s) => s.tag)).toEqual(tags);
  });

  it('budgets only registered tags', () => {
    const budgets = readJson<Record<string, unknown>>('bench/budgets.json');
    for (const group of ['cdnScreens', 'reactCdnScreens']) {
      for (const key of Object.keys(budgets[group] as object)) {
        if (key !== 'default') expect(tags, `${group}.${key}`).toContain(key);
      }
    }
  });

  it('has a generated reference page per screen', () => {
    for (const tag of tags) {
      const page = new URL(`../../docs/widgets/reference/${tag}.md`, import.meta.url);
      expect(existsSync(page), `docs/widgets/reference/${tag}.md`).toBe(true);
    }
  });
});
