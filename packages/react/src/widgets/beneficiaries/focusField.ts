/**
 * Scrolls to the field named `name` inside `root` and focuses it (PP-5-03). A group (radios,
 * a fieldset) passes focus to its first enabled control. Matches `data-field` by comparing
 * attributes, so a server's odd field name never has to be escaped into a selector.
 */
export function focusField(root: ParentNode, name: string): void {
  const marked = [...root.querySelectorAll<HTMLElement>('[data-field]')].find(
    (el) => el.getAttribute('data-field') === name,
  );
  if (!marked) return;
  const control = marked.matches('input, select, textarea, button')
    ? marked
    : marked.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled)');
  marked.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
}
