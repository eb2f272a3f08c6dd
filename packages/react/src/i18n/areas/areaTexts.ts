/** Locales other than English, each of which must translate every key of an area. */
type OtherLocale = 'de' | 'es' | 'fr' | 'ja';

/**
 * The texts of one area of the widgets (lists, accounts, ...) in every locale. Areas keep
 * their own file so screens can be built side by side; the locale catalogues spread them.
 */
export type AreaTexts<E extends Record<string, string>> = { readonly en: E } & {
  readonly [L in OtherLocale]: Readonly<Record<keyof E, string>>;
};

/** Any area's texts, as `useT(area)` takes them. */
export type AnyAreaTexts = AreaTexts<Record<string, string>>;
