import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import type { ElementDefinition } from './elements.js';
import { eventName } from './frame/eventName.js';
import { FrameScreen } from './frame/FrameScreen.js';

/** Options of {@link defineFrameElements}. */
export interface FrameElementsOptions {
  /** Root of the portal serving `/embed/<screen>`, e.g. `https://portal.example`. */
  portalUrl: string;
  /** Language sent to every frame once it is ready (`en`, `es`, `de`, `ja`, `fr`). */
  locale?: string | undefined;
  /** Theme tokens (names without `--fp-`) sent to every frame once it is ready. */
  tokens?: Readonly<Record<string, string>> | undefined;
}

/** `flexportal-rate` → `rate`. */
const screenOf = (tag: string) => tag.replace(/^flexportal-/, '');

/**
 * Registers elements in isolated mode: each renders an iframe of the portal instead of the
 * screen itself, so no client and no token exist in the partner page. Events from the
 * frame are re-dispatched by the element as `CustomEvent`s. Returns the tags registered.
 */
export function defineFrameElements(
  options: FrameElementsOptions,
  elements: readonly ElementDefinition[],
): string[] {
  const registry = globalThis.customElements;
  if (!registry) throw new Error('defineFrameElements needs a browser with custom elements');
  const defined: string[] = [];
  for (const element of elements) {
    if (registry.get(element.tag)) continue;
    const propNames = Object.keys(element.props);
    const eventProps = Object.keys(element.events);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per element class
    const Framed = (props: Record<string, unknown>) => {
      const strings: Record<string, string | undefined> = {};
      for (const name of propNames) {
        const value = props[name];
        if (value !== undefined && value !== null) strings[name] = String(value);
      }
      return createElement(FrameScreen, {
        portalUrl: options.portalUrl,
        screen: screenOf(element.tag),
        locale: options.locale,
        tokens: options.tokens,
        props: strings,
        onEvent: (name: string, detail: unknown) => {
          // Only the element's own events; `otprequired` is the prop `onOtpRequired`.
          const prop = eventProps.find((p) => eventName(p) === name);
          const handler = prop ? props[prop] : undefined;
          if (typeof handler === 'function') handler(detail);
        },
      });
    };
    registry.define(
      element.tag,
      r2wc(Framed, { props: { ...element.props }, events: { ...element.events }, shadow: 'open' }),
    );
    defined.push(element.tag);
  }
  return defined;
}
