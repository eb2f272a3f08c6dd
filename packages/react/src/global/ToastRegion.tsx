import { useStore } from 'zustand';
import { useT } from '../provider/FlexportalProvider.js';
import type { Toasts } from './toasts.js';

/** Shows a toast list; announced politely to screen readers, each dismissible. */
export function ToastRegion({ toasts }: { toasts: Toasts }) {
  const t = useT();
  const list = useStore(toasts.store, (s) => s.toasts);
  return (
    <div className="fp-toasts" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} className="fp-toast" data-kind={toast.kind} part="toast">
          <span>{toast.message}</span>
          <button
            type="button"
            className="fp-toast__close"
            aria-label={t('dialog.close')}
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
