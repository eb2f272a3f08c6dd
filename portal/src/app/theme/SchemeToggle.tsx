import { useStore } from 'zustand';
import { usePortalT } from '../../i18n/locale.js';
import { setScheme, themeStore } from './themeStore.js';

/** Switches between the dark and light scheme; the choice survives reloads. */
export function SchemeToggle() {
  const scheme = useStore(themeStore, (s) => s.scheme);
  const { t } = usePortalT();
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="portal-scheme-toggle"
      aria-pressed={scheme === 'dark'}
      onClick={() => setScheme(next)}
    >
      {t('portal.darkScheme')}
    </button>
  );
}
