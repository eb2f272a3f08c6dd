// The files `pnpm new:screen` creates, as text: a screen's folder (view, element data, index,
// first test) and its text area in the five locales. Kept apart from newScreen.mjs, which
// decides what to write where and edits the shared lists.

/** A TypeScript single-quoted string literal of `text`. */
export const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const LOCALE_NAMES = { de: 'German', es: 'Spanish', fr: 'French', ja: 'Japanese' };

/** The English of the area, defined with the loaders of the other locales. */
export function areaFile(s) {
  return `import { type Area, defineArea } from './areaTexts.js';

const en = {
  ${quote(`${s.camel}.title`)}: ${quote(s.titles.en)},
} as const;

/**
 * Texts of the ${s.name} screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (\`loadLocale\`).
 */
export const ${s.camel}Texts: Area<typeof en> = defineArea(en, {
  de: () => import('./${s.camel}/de.js').then((m) => m.de),
  es: () => import('./${s.camel}/es.js').then((m) => m.es),
  fr: () => import('./${s.camel}/fr.js').then((m) => m.fr),
  ja: () => import('./${s.camel}/ja.js').then((m) => m.ja),
});
`;
}

/** One other locale of the area: every English key, by type. */
export function areaLocaleFile(s, locale) {
  return `import type { AreaLocale } from '../areaTexts.js';
import type { ${s.camel}Texts } from '../${s.camel}.js';

/** The ${s.name} screen's texts in ${LOCALE_NAMES[locale]}: every English key, by type. */
export const ${locale}: AreaLocale<typeof ${s.camel}Texts> = {
  ${quote(`${s.camel}.title`)}: ${quote(s.titles[locale])},
};
`;
}

/** The relative path from the screen's folder up to packages/react/src. */
const up = (s) => '../'.repeat(s.dir.split('/').length);

/** The view: a titled section, styled with the kit, its texts from its own area. */
export function viewFile(s) {
  return `import { useId } from 'react';
import { ${s.camel}Texts } from '${up(s)}i18n/areas/${s.camel}.js';
import { useT } from '${up(s)}provider/FlexportalProvider.js';
import { kitCss } from '${up(s)}ui/styles/kitCss.js';
import { useStyles } from '${up(s)}ui/styles/useStyles.js';

/** Props of {@link ${s.component}}. */
export type ${s.component}Props = Record<never, never>;

/**
 * ${s.titles.en}: the screen \`pnpm new:screen\` started; its rules live in small pure
 * functions of core, this view only wires them. CSS part: \`${s.name}\`.
 */
export function ${s.component}(_props: ${s.component}Props) {
  const t = useT(${s.camel}Texts);
  const ref = useStyles<HTMLElement>(kitCss);
  const titleId = useId();
  return (
    <section
      ref={ref}
      className="fp-root fp-${s.name}"
      part="${s.name}"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('${s.camel}.title')}</h2>
    </section>
  );
}
`;
}

/** The element's data: tag, description, prop kinds, events, parts. */
export function elementFile(s) {
  return `/** Custom element description of {@link ${s.component}}: data only, read by @flexportal/elements. */
export const ${s.camel}Element = {
  tag: 'flexportal-${s.name}',
  description: ${quote(`${s.titles.en}.`)},
  props: {},
  events: {},
  parts: ['${s.name}'],
} as const;
`;
}

/**
 * The subpath's entry: what `@flexportal/react/<name>` exports. Not the element data: the
 * registry imports that from its own file, and an export nobody imports fails knip.
 */
export function indexFile(s) {
  return `export type {
  /** @public props of a published component: partners type their wrappers with it */
  ${s.component}Props,
} from './${s.component}.js';
export { ${s.component} } from './${s.component}.js';
`;
}

/** A first test against the sandbox: the screen shows its title in English and German. */
export function testFile(s) {
  return `import { createClient, createMemoryStorage } from '@flexportal/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { FlexportalProvider } from '${up(s)}provider/FlexportalProvider.js';
import { ${s.component} } from './${s.component}.js';

const client = createClient({ baseURL: inject('sandboxApiUrl'), storage: createMemoryStorage() });

describe('<${s.component}> against the sandbox', () => {
  it('shows its title', async () => {
    render(
      <FlexportalProvider client={client}>
        <${s.component} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: ${quote(s.titles.en)} })).toBeTruthy();
  });

  it('shows its title in the locale of the provider, downloaded with it', async () => {
    render(
      <FlexportalProvider client={client} locale="de">
        <${s.component} />
      </FlexportalProvider>,
    );
    expect(await screen.findByRole('heading', { name: ${quote(s.titles.de)} })).toBeTruthy();
  });
});
`;
}
