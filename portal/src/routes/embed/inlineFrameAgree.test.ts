// @vitest-environment jsdom
import { createClient, createMemoryStorage } from '@flexportal/core';
import { defineElements } from '@flexportal/elements';
import { type PropKind, SCREENS } from '@flexportal/react/registry';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screenProps } from './embedParent.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A valid, an empty and a malformed raw value of each kind. */
const SAMPLES: Record<PropKind, readonly string[]> = {
  string: ['EUR', '', 'x y'],
  number: ['42', '', 'x'],
  boolean: ['true', '', 'off'],
  json: ['{"a":1}', '', '{x'],
};

/** Shows the props it was given, as JSON. */
const Probe = (props: Record<string, unknown>) => {
  const { container: _container, ...rest } = props;
  return createElement('output', null, JSON.stringify(rest));
};

const client = createClient({ baseURL: '/api/v2', storage: createMemoryStorage() });

describe('inline and frame mode give a screen the same props for the same attributes', () => {
  for (const screen of SCREENS) {
    it(`${screen.name}`, async () => {
      const tag = `fp-agree-${screen.name}`;
      // The screen's own kinds, a probe for its component (no defaults: frame mode has none).
      defineElements(client, [{ ...screen, tag, component: Probe, elementDefaults: {} }]);
      for (let round = 0; round < 3; round++) {
        const raw = Object.fromEntries(
          Object.entries(screen.props).map(([name, kind], i) => [
            name,
            SAMPLES[kind][(i + round) % 3] ?? '',
          ]),
        );
        const el = document.createElement(tag);
        for (const [name, value] of Object.entries(raw)) el.setAttribute(kebab(name), value);
        document.body.append(el);
        // React renders the element's root on its own schedule: wait for the probe's output.
        const output = await vi.waitFor(() => {
          const text = el.shadowRoot?.querySelector('output')?.textContent;
          if (!text) throw new Error('not rendered yet');
          return text;
        });
        el.remove();
        const inline = JSON.parse(output) as unknown;
        // The framed element passes its attributes raw, by prop name, as the query.
        const framed = screenProps(new URLSearchParams(raw), screen.props);
        expect(inline, `${screen.name} round ${round}`).toEqual(framed);
      }
    });
  }
});
