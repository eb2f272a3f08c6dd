import type { WarmRead } from '@flexportal/core';

/** How an attribute, a frame query parameter or a portal query value becomes a prop. */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';

/** Options of the `CustomEvent` an element dispatches for one callback prop. */
export interface EventOptions {
  readonly bubbles?: boolean;
  readonly composed?: boolean;
}

/**
 * One screen of the SDK, as data only (no React, no DOM): everything that lists screens
 * (exports, build entries, elements, typings, the CDN manifest, frame and embed screens,
 * bench, e2e lists, docs, budgets) derives from {@link SCREENS} or is checked against it.
 */
export interface ScreenDefinition {
  /** Short name: the CDN chunk `screens/<name>.js`, the frame route `/embed/<name>`. */
  readonly name: string;
  /** Custom element tag, `flexportal-<name>`. */
  readonly tag: string;
  /** Package subpath of `@flexportal/react` that exports the component (`./withdrawal`). */
  readonly subpath: string;
  /** Name of the component exported by that subpath (`Withdrawal`). */
  readonly component: string;
  /** One sentence for docs and the custom-elements manifest. */
  readonly description: string;
  /** Attribute/property name to how it is read. Never a token or an object with secrets. */
  readonly props: Readonly<Record<string, PropKind>>;
  /**
   * Callback prop name (`onTransaction`) to event options; the element dispatches a
   * `CustomEvent` named after it in lower case (`transaction`) with the data as `detail`.
   */
  readonly events: Readonly<Record<string, EventOptions>>;
  /** Names usable with `::part()` to style the screen from outside its shadow root. */
  readonly parts: readonly string[];
  /** Named `<slot>`s of the shadow root that light-DOM children can fill. */
  readonly slots?: readonly string[];
  /** Props the element itself sets unless an attribute gives them. */
  readonly elementDefaults?: Readonly<Record<string, unknown>>;
  /**
   * The shared reads (core's `SharedRead`s, by `WarmRead` name) its first field waits for
   * once signed in: the script-tag loader starts them with the runtime, while the screen's
   * own code downloads.
   */
  readonly warm?: readonly WarmRead[];
  /** Whether the isolated (iframe) mode may show it: `/embed/<name>` and `data-mode="frame"`. */
  readonly frame: boolean;
  /** Names of the portal routes that show this screen (`manager.payments.withdrawal`). */
  readonly routes: readonly string[];
  /** How a bare tag is shown off: docs snippets and the bench read it. */
  readonly example?: ScreenExample;
}

/** A screen's demo use, where a bare tag shows nothing useful or is not yet visible. */
export interface ScreenExample {
  /** Attributes (kebab-case, as written in HTML) the docs' snippets and the bench set. */
  readonly attributes?: Readonly<Record<string, string>>;
  /** What the bench waits for to count the screen as shown; default `input` (the sign-in's). */
  readonly visible?: string;
}
