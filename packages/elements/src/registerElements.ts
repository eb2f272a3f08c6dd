import type { FlexportalClient } from '@flexportal/core';
import { FlexportalProvider, type Locale, type Messages } from '@flexportal/react';
import { coerceProps } from '@flexportal/react/registry';
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import type { ElementDefinition } from './elements.js';
import { PAGE_PROPS } from './pageApi.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The screen's props from what r2wc passes (every prop as the attribute's text, or the
 * value a script set), coerced once by the registry's kinds, over the element's defaults.
 */
function elementProps(
  element: Pick<ElementDefinition, 'props' | 'elementDefaults'>,
  raw: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const given: Record<string, unknown> = { ...raw };
  // r2wc skips an empty attribute (`<x sync-url>`) and passes its shadow root as
  // `container`: a prop it left out is read from the host element itself.
  const container = raw.container;
  const host =
    typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot ? container.host : null;
  for (const name of Object.keys(element.props)) {
    if (given[name] === undefined && host?.hasAttribute(kebab(name)))
      given[name] = host.getAttribute(kebab(name));
  }
  const props: Record<string, unknown> = { ...element.elementDefaults };
  // Callbacks (the events) and r2wc's own `container` pass as they are.
  for (const [name, value] of Object.entries(raw))
    if (!(name in element.props) && value !== undefined) props[name] = value;
  return { ...props, ...coerceProps(element.props, given) };
}

/** Options of {@link registerElements}. */
export interface RegisterOptions {
  /** Language of the screens' texts; default `en` (the loader's `data-locale`). */
  locale?: Locale | undefined;
  /**
   * The partner's own texts by key, over the catalogue's, in every screen registered here
   * (the script tag's `window.FlexportalConfig.messages`). An element's own `messages`
   * property wins over them.
   */
  messages?: Messages | undefined;
}

/** Binds a screen to a client through a closure: never through an attribute. */
function withClient(element: ElementDefinition, client: FlexportalClient, page: RegisterOptions) {
  const { component } = element;
  // An element's `locale` attribute or property, and its `messages` property, win over the
  // page's; changed later they re-render the texts, the screen stays mounted (typed input too).
  // biome-ignore lint/correctness/noComponentHookFactories: made once per element class, not per render
  const Bound = ({ locale: own, messages: texts, ...props }: Record<string, unknown>) => {
    const locale = (own as Locale | undefined) || page.locale;
    const messages = (texts as Messages | undefined) ?? page.messages;
    return createElement(
      FlexportalProvider,
      { client, ...(locale ? { locale } : {}), ...(messages ? { messages } : {}) },
      createElement(component, elementProps(element, props)),
    );
  };
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
    const ctor = r2wc(withClient(element, client, options), {
      // Every prop reaches elementProps as text (a property set from script is reflected
      // to its attribute first): coerceProps reads it once, as frame mode and the portal do.
      // Only json keeps r2wc's own reading, so an object set from script survives.
      props: {
        ...PAGE_PROPS,
        ...Object.fromEntries(
          Object.entries(element.props).map(([k, kind]) => [k, kind === 'json' ? kind : 'string']),
        ),
      },
      events: { ...element.events },
      shadow: 'open',
    });
    registry.define(element.tag, ctor);
    defined.push(element.tag);
  }
  return defined;
}
