import { LOCALES, type Locale } from '@flexportal/react';
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
  const { locale: current, t } = usePortalT();
  return (
    <label className="portal-locale">
      <span className="portal-visually-hidden">{t('Language')}</span>
      <select value={current} onChange={(e) => locale.setLocale(e.currentTarget.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
