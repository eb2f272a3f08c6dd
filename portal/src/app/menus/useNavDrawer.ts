import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The phone view's navigation drawer (the spec's mobile view, up to 480 px): a menu button
 * opens and closes it, Escape closes it and gives the focus back to the button, opening
 * moves the focus to its first link, and going to another page closes it. Wider screens
 * show the navigation always; the stylesheet hides the button there, so the state is moot.
 */
export function useNavDrawer() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Adjusting state to a new page during render, as React advises, not in an effect.
  const [page, setPage] = useState(pathname);
  if (page !== pathname) {
    setPage(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return {
    open,
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((o) => !o),
    },
    panelProps: { ref: panel, id: panelId, 'data-open': open || undefined },
  };
}
