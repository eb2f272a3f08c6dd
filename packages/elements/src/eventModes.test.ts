import { createClient, createMemoryStorage } from '@flexportal/core';
import { fireEvent, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { defineElements as runtimeDefineElements } from './cdn/runtime.js';
import { defineElements } from './defineElements.js';
import { ELEMENTS, type ElementDefinition } from './elements.js';
import { framedElement } from './frame/framedElement.js';
import { frameEventProps } from './frame/frameEventProps.js';
import { envelope } from './frame/protocol.js';

// Generated from the registry: every event of every screen, fired by a probe in place of the
// screen, must reach a host the same way in the four modes (React props, an element of
// defineElements, the script-tag runtime's element, a framed element relaying the portal's
// /embed page): same names, same order, same detail, the registry's bubbles and composed.
// What a screen fires when is its own test's; e2e/examples/event-modes.spec.ts runs a real
// withdrawal (a code, a duplicate prompt) in the four modes in Chromium.

/** One event as the host saw it. */
interface Heard {
  name: string;
  detail: unknown;
  bubbles?: boolean;
  composed?: boolean;
}

const PORTAL = 'https://portal.example';
const client = createClient({ baseURL: 'http://api.invalid', storage: createMemoryStorage() });
afterAll(() => client.dispose());

/** The detail the probe fires event `i` with: plain JSON, nested, distinct per event. */
const detailOf = (prop: string, i: number) => ({ prop, i, nested: { list: [i, `${prop}`] } });

/** Stands in for a screen: its button fires every declared event once, in order. */
function probe(events: readonly string[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen under test, not per render
  return function Probe(props: Record<string, unknown>) {
    const fire = () => {
      for (const [i, prop] of events.entries())
        (props[prop] as ((d: unknown) => void) | undefined)?.(detailOf(prop, i));
    };
    return createElement('button', { type: 'button', onClick: fire }, 'fire');
  };
}

/** Records, on the document, every CustomEvent named after one of `names`. */
function listen(names: readonly string[]): { heard: Heard[]; stop: () => void } {
  const heard: Heard[] = [];
  const on = (e: Event) => {
    if (!(e instanceof CustomEvent)) return;
    heard.push({ name: e.type, detail: e.detail, bubbles: e.bubbles, composed: e.composed });
  };
  for (const n of names) document.addEventListener(n, on);
  const stop = () => {
    for (const n of names) document.removeEventListener(n, on);
  };
  return { heard, stop };
}

/** Fires the probe inside a custom element of `tag` and returns what the document heard. */
async function throughElement(tag: string, names: readonly string[]): Promise<Heard[]> {
  const { heard, stop } = listen(names);
  const element = document.createElement(tag);
  document.body.append(element);
  // r2wc renders in a task of its own.
  const button = await vi.waitFor(() => {
    const found = element.shadowRoot?.querySelector('button');
    if (!found) throw new Error(`${tag} rendered no probe yet`);
    return found;
  });
  fireEvent.click(button);
  stop();
  element.remove();
  // Its root unmounts in a task too: let it, before the next screen.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return heard;
}

const withEvents = ELEMENTS.filter((e) => Object.keys(e.events).length > 0);
const nameOf = (prop: string) => prop.replace(/^on/, '').toLowerCase();

describe('events are one contract in the four modes (generated from the registry)', () => {
  it('covers every screen that declares events', () => {
    expect(withEvents.map((e) => e.name)).toContain('withdrawal');
    expect(withEvents.length).toBeGreaterThanOrEqual(20);
  });

  it.each(withEvents.map((e) => [e.name, e] as const))('%s', async (_name, screen) => {
    const props = Object.keys(screen.events);
    const names = props.map(nameOf);
    const Probe = probe(props);
    const expected: Heard[] = props.map((prop, i) => ({
      name: nameOf(prop),
      detail: detailOf(prop, i),
      bubbles: screen.events[prop]?.bubbles === true,
      composed: screen.events[prop]?.composed === true,
    }));

    // 1. React: the callback props themselves.
    const react: Heard[] = [];
    const callbacks = Object.fromEntries(
      props.map((prop) => [prop, (detail: unknown) => react.push({ name: nameOf(prop), detail })]),
    );
    const view = render(createElement(Probe, callbacks));
    fireEvent.click(view.getByRole('button'));
    view.unmount();
    expect(react).toEqual(expected.map(({ name, detail }) => ({ name, detail })));

    // 2. An element of defineElements(client), 3. one of the script-tag runtime.
    const as = (tag: string): ElementDefinition => ({ ...screen, tag, component: Probe });
    defineElements(client, [as(`${screen.tag}-npm`)]);
    runtimeDefineElements(client, [as(`${screen.tag}-cdn`)], {});
    expect(await throughElement(`${screen.tag}-npm`, names)).toEqual(expected);
    expect(await throughElement(`${screen.tag}-cdn`, names)).toEqual(expected);

    // 4. Frame: the portal's /embed page sends through frameEventProps, the host page's
    // framed element re-dispatches what arrives from its frame at the portal's origin.
    const tag = `${screen.tag}-frame`;
    customElements.define(tag, framedElement({ ...screen, tag }, { portalUrl: PORTAL }));
    const { heard, stop } = listen(names);
    const host = document.createElement(tag);
    document.body.append(host);
    const frame = host.shadowRoot?.querySelector('iframe');
    const inside = render(
      createElement(
        Probe,
        frameEventProps(screen.events, (name, detail) =>
          window.dispatchEvent(
            new MessageEvent('message', {
              data: envelope({ type: 'event', name, detail }),
              origin: PORTAL,
              source: frame?.contentWindow ?? null,
            }),
          ),
        ),
      ),
    );
    fireEvent.click(inside.getByRole('button'));
    inside.unmount();
    stop();
    host.remove();
    expect(heard).toEqual(expected);
  });
});
