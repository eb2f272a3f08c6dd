import { LOCALES, type Locale } from '@flexportal/react';
import { useStore } from 'zustand';
import { locale, usePortalT } from './locale.js';

/** Each language named in itself. */
const NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ja: '日本語',
  fr: 'Français',
};

/** Chooses the language of the portal and its widgets; the choice is kept. */
export function LocaleSwitcher() {
  const { t } = usePortalT();
  // The choice shows at once; the texts follow once its language is in.
  const chosen = useStore(locale.store, (s) => s.locale);
  return (
    <label className="portal-locale">
      <span className="portal-visually-hidden">{t('portal.language')}</span>
      <select value={chosen} onChange={(e) => locale.setLocale(e.currentTarget.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
