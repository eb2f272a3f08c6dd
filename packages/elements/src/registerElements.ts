import type { FlexportalClient } from '@flexportal/core';
import { FlexportalProvider } from '@flexportal/react';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import type { ElementDefinition } from './elements.js';

/** Props the element sets, under the ones its attributes give (r2wc passes absent ones as undefined). */
function withDefaults<P extends object>(props: P, defaults: Readonly<Record<string, unknown>>): P {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(props)) if (value !== undefined) merged[key] = value;
  return merged as P;
}

/** Binds a screen to a client through a closure: never through an attribute. */
function withClient<P extends object>(
  component: ComponentType<P>,
  client: FlexportalClient,
  defaults: Readonly<Record<string, unknown>> = {},
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per element class, not per render
  const Bound = (props: P) =>
    createElement(
      FlexportalProvider,
      { client },
      createElement(component, withDefaults(props, defaults)),
    );
  Bound.displayName = `Flexportal(${component.displayName ?? component.name})`;
  return Bound;
}

/**
 * Registers the given custom elements, rendering with `client`; tags already registered
 * are skipped. The script-tag runtime uses this one: it must not import every screen.
 */
export function registerElements(
  client: FlexportalClient,
  elements: readonly ElementDefinition[],
): string[] {
  const registry = globalThis.customElements;
  if (!registry) throw new Error('defineElements needs a browser with custom elements');
  const defined: string[] = [];
  for (const element of elements) {
    if (registry.get(element.tag)) continue;
    const ctor = r2wc(withClient(element.component, client, element.elementDefaults), {
      props: { ...element.props },
      events: { ...element.events },
      shadow: 'open',
    });
    registry.define(element.tag, ctor);
    defined.push(element.tag);
  }
  return defined;
}
