// Writes custom-elements.json (schema 2.1.0) from the screen registry (SCREENS), the single
// source of truth, for IDEs, Storybook-like tools and our generated docs. Run with tsx on
// source.
import { writeFileSync } from 'node:fs';
import { SCREENS } from '@flexportal/react/registry';
import { PAGE_EVENTS, PAGE_PROP_DOCS, PAGE_PROPS } from '../src/pageApi.js';

const className = (tag: string) =>
  tag
    .split('-')
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');

const eventName = (prop: string) => prop.replace(/^on/, '').toLowerCase();

const manifest = {
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: [
    {
      kind: 'javascript-module',
      path: 'dist/index.js',
      declarations: SCREENS.map((e) => ({
        kind: 'class',
        customElement: true,
        name: className(e.tag),
        tagName: e.tag,
        description: e.description,
        attributes: [
          ...Object.entries(e.props).map(([name, kind]) => ({
            // r2wc reads each prop from its kebab-case attribute (transactionId: transaction-id).
            name: name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
            type: { text: kind === 'json' ? 'string (JSON)' : kind },
            fieldName: name,
          })),
          // Every element's own: its language (the texts stay a property).
          {
            name: 'locale',
            type: { text: 'string' },
            fieldName: 'locale',
            description: PAGE_PROP_DOCS.locale,
          },
        ],
        members: [
          ...Object.entries(e.props).map(([name, kind]) => ({
            kind: 'field',
            name,
            type: { text: kind === 'json' ? 'unknown' : kind },
          })),
          ...Object.entries(PAGE_PROPS).map(([name, kind]) => ({
            kind: 'field',
            name,
            type: { text: kind === 'json' ? 'Messages' : kind },
            description: PAGE_PROP_DOCS[name as keyof typeof PAGE_PROPS],
          })),
        ],
        events: [
          ...Object.keys(e.events).map((prop) => ({
            name: eventName(prop),
            type: { text: 'CustomEvent' },
          })),
          // The loader's, on any element of the script tag.
          ...Object.entries(PAGE_EVENTS).map(([name, description]) => ({
            name,
            type: { text: 'CustomEvent' },
            description,
          })),
        ],
        cssParts: e.parts.map((name) => ({ name })),
        slots: ('slots' in e ? e.slots : []).map((name) => ({ name })),
      })),
      exports: SCREENS.map((e) => ({
        kind: 'custom-element-definition',
        name: e.tag,
        declaration: { name: className(e.tag), module: 'dist/index.js' },
      })),
    },
  ],
};

writeFileSync(
  new URL('../custom-elements.json', import.meta.url),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
console.log(`custom-elements.json: ${SCREENS.length} elements`);
