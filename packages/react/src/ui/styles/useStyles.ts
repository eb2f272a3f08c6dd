import { useLayoutEffect, useRef } from 'react';

// One constructed sheet per CSS text, shared by every root that adopts it.
const sheets = new Map<string, CSSStyleSheet>();
const adopted = new WeakMap<Document | ShadowRoot, Set<string>>();

function sheetFor(css: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` to the document or shadow root the component renders in, as a constructable
 * stylesheet: no `<style>` element and no inline style, so a strict CSP keeps working.
 * Returns a ref to put on the component's outer element.
 */
export function useStyles<T extends Element>(css: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    // Browsers without adoptable sheets (and jsdom) keep the widget usable, unstyled.
    if (!root.adoptedStyleSheets) return;
    const done = adopted.get(root) ?? new Set<string>();
    if (done.has(css)) return;
    const sheet = sheetFor(css);
    if (!sheet) return;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    done.add(css);
    adopted.set(root, done);
  }, [css]);
  return ref;
}
