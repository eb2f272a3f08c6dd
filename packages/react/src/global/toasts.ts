import { createStore } from 'zustand/vanilla';

/** Default toast duration (PP-9-02). */
export const TOAST_DEFAULT_MS = 30_000;

/** One toast. */
export interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'info' | 'error';
}

/** A toast list with timed dismissal; one per host (the portal, or a widget root). */
export function createToasts() {
  const store = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));
  let next = 1;
  const dismiss = (id: number) =>
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  return {
    store,
    /** Shows a toast for `durationMs` (default 30 s); returns its id. */
    show(message: string, options: { kind?: Toast['kind']; durationMs?: number } = {}): number {
      const id = next++;
      store.setState((s) => ({
        toasts: [...s.toasts, { id, message, kind: options.kind ?? 'info' }],
      }));
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST_DEFAULT_MS);
      return id;
    },
    dismiss,
  };
}

/** A toast list, as {@link createToasts} returns. */
export type Toasts = ReturnType<typeof createToasts>;
