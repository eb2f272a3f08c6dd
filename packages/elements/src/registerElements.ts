import type { FlexportalClient } from '@flexportal/core';
import { FlexportalProvider, type Locale } from '@flexportal/react';
import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement } from 'react';
import type { ElementDefinition } from './elements.js';

/**
 * An HTML boolean attribute: present means true (`<x sync-url>`, `sync-url=""`), and the
 * words `false`, `0`, `no`, `off` mean false. r2wc's own boolean reads an empty attribute as
 * false, so booleans reach r2wc as strings and are read here; a property set from script
 * (`el.syncUrl = true`) arrives as the boolean it is.
 */
export function readBoolean(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  return !/^(false|0|no|off)$/i.test(String(value).trim());
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Props the element sets, under the ones its attributes give (r2wc passes absent ones as undefined). */
function withDefaults<P extends object>(
  props: P,
  defaults: Readonly<Record<string, unknown>>,
  booleans: readonly string[],
): P {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, raw] of Object.entries(props)) {
    const value = booleans.includes(key) ? readBoolean(raw) : raw;
    if (value !== undefined) merged[key] = value;
  }
  // r2wc skips an empty attribute (`<x sync-url>`) and passes its shadow root as
  // `container`: a boolean it left out is read from the host element itself.
  const container = (props as { container?: unknown }).container;
  const host =
    typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container.host : null;
  for (const key of booleans) {
    if (merged[key] === undefined && host?.hasAttribute(kebab(key))) merged[key] = true;
  }
  return merged as P;
}

/** Options of {@link registerElements}. */
export interface RegisterOptions {
  /** Language of the screens' texts; default `en` (the loader's `data-locale`). */
  locale?: Locale | undefined;
}

/** Binds a screen to a client through a closure: never through an attribute. */
function withClient<P extends object>(
  component: ComponentType<P>,
  client: FlexportalClient,
  defaults: Readonly<Record<string, unknown>> = {},
  booleans: readonly string[] = [],
  locale: Locale | undefined = undefined,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per element class, not per render
  const Bound = (props: P) =>
    createElement(
      FlexportalProvider,
      { client, ...(locale ? { locale } : {}) },
      createElement(component, withDefaults(props, defaults, booleans)),
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
  options: RegisterOptions = {},
): string[] {
  const registry = globalThis.customElements;
  if (!registry) throw new Error('defineElements needs a browser with custom elements');
  const defined: string[] = [];
  for (const element of elements) {
    if (registry.get(element.tag)) continue;
    const booleans = Object.keys(element.props).filter((k) => element.props[k] === 'boolean');
    const bound = withClient(
      element.component,
      client,
      element.elementDefaults,
      booleans,
      options.locale,
    );
    const ctor = r2wc(bound, {
      // Booleans as strings: readBoolean gives them HTML's meaning (present is true).
      props: Object.fromEntries(
        Object.entries(element.props).map(([k, kind]) => [k, kind === 'boolean' ? 'string' : kind]),
      ),
      events: { ...element.events },
      shadow: 'open',
    });
    registry.define(element.tag, ctor);
    defined.push(element.tag);
  }
  return defined;
}
