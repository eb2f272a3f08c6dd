import { type CoreMessage, printMissingMessage } from '@flexportal/core';

// While printing, the page hides everything; the target (in the document or in a widget's
// shadow root, whose own sheet shows `.fp-print-target`) is made visible again. Visibility
// is inherited across the shadow boundary, so hiding the page hides the widget's host too.
const PAGE_PRINT_CSS = '@media print { html.fp-printing body * { visibility: hidden; } }';
const withPrintSheet = new WeakSet<Document>();

function adoptPageSheet(doc: Document): void {
  // A constructed sheet, not a <style> element: a strict CSP keeps working. jsdom has none.
  if (withPrintSheet.has(doc) || !doc.adoptedStyleSheets || typeof CSSStyleSheet === 'undefined')
    return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_PRINT_CSS);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  withPrintSheet.add(doc);
}

/**
 * Prints one element of the page (PP-2.5-11) with everything else hidden. `root` is where
 * the id lives: the document, or the shadow root of a custom element. Returns core's
 * message when the element is missing (PP-8-16: a code with the id, for
 * `translateCoreText`), else null.
 */
export function printElement(
  id: string,
  root: Document | ShadowRoot = document,
): CoreMessage<'list.printMissing'> | null {
  const target = root.getElementById(id);
  if (!target) return printMissingMessage(id);
  const doc = target.ownerDocument;
  adoptPageSheet(doc);
  target.classList.add('fp-print-target');
  doc.documentElement.classList.add('fp-printing');
  try {
    doc.defaultView?.print();
  } finally {
    target.classList.remove('fp-print-target');
    doc.documentElement.classList.remove('fp-printing');
  }
  return null;
}
