import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * The ref of a `<form>` that is taken out of its own parent once its component has
 * unmounted and the form has left the document. Every `<form>` of the kit carries it:
 * {@link FlowForm} does, and a screen that renders a bare `<form>` gives it `ref={useReleasedForm()}`,
 * or passes its own ref of the form (`useReleasedForm(form)`) where it reads the form itself.
 *
 * Why: Chromium's autofill watches a form that holds a `<select>` (once a fetch of the page
 * has answered while it was shown) with a MutationObserver on the form and on each ancestor
 * element up to the shadow root, and lets go of it only when the form or one of those
 * ancestors is removed from its parent (or hidden while in the page). A screen is unmounted by
 * removing its custom element from the page, which detaches everything above the shadow root
 * and nothing the observer watches: the observer then keeps the form, the whole detached tree
 * and, through the framework's event listeners, the screen's closures, until the page's next
 * fetch. Removing the form from its parent is the removal the observer waits for.
 *
 * The removal is deferred to a microtask and only done if the form is out of the document and
 * the component has not mounted again: the framework has removed the tree by then (React
 * removes the deleted subtree's top node after the layout cleanups, and would throw on a node
 * already gone), and a form only hidden (Suspense) or re-mounted (StrictMode) stays.
 */
export function useReleasedForm(
  ref?: RefObject<HTMLFormElement | null>,
): RefObject<HTMLFormElement | null> {
  const own = useRef<HTMLFormElement | null>(null);
  const form = ref ?? own;
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
    const shown = form.current;
    return () => {
      mounted.current = false;
      const node = form.current ?? shown;
      if (!node) return;
      queueMicrotask(() => {
        if (!mounted.current && !node.isConnected) node.remove();
      });
    };
  }, [form]);
  return form;
}
