/** Locales other than English, each of which must translate every key of an area. */
type OtherLocale = 'de' | 'es' | 'fr' | 'ja';

type Texts<E> = Readonly<Record<keyof E, string>>;

/** One locale's texts of an area: every key of its English, by type. */
export type AreaLocale<A extends Area<Record<string, string>>> = Texts<A['en']>;

/**
 * The texts of one area of the widgets (the shared texts, lists, withdrawal, the portal...):
 * English inline, so it ships in the chunk that uses the area; every other locale a chunk of
 * its own, downloaded with the locale ({@link loadAreas}), so a page gets only its language.
 */
export interface Area<E extends Record<string, string>> {
  readonly en: E;
  /** The other locales' loaders: `() => import('./lists/es.js').then((m) => m.es)`. */
  readonly load: { readonly [L in OtherLocale]: () => Promise<Texts<E>> };
  /** The locales downloaded so far (filled by {@link loadAreas}). */
  readonly loaded: Partial<Record<OtherLocale, Texts<E>>>;
  /** Downloads under way, and those that failed (kept apart so a retry can start). */
  readonly pending: Partial<Record<OtherLocale, Promise<void>>>;
  readonly failed: Partial<Record<OtherLocale, true>>;
}

/** Any area, as `useT(area)` takes it. */
export type AnyArea = Area<Record<string, string>>;

/**
 * Every area whose module has run: a screen's areas are defined when its chunk is imported,
 * before it renders, so loading a locale for all of them covers whatever can be on screen.
 */
const areas = new Set<AnyArea>();

/** Defines an area from its English texts and the loaders of the other locales. */
export function defineArea<E extends Record<string, string>>(
  en: E,
  load: Area<E>['load'],
): Area<E> {
  const area: Area<E> = { en, load, loaded: {}, pending: {}, failed: {} };
  areas.add(area as unknown as AnyArea);
  return area;
}

const isOther = (locale: string): locale is OtherLocale => /^(de|es|fr|ja)$/.test(locale);

/** True once every given area (default: every defined one) has its texts in `locale`. */
export function hasAreas(locale: string, among: Iterable<AnyArea> = areas): boolean {
  if (!isOther(locale)) return true;
  for (const area of among) if (!area.loaded[locale]) return false;
  return true;
}

function loadArea(area: AnyArea, locale: OtherLocale): Promise<void> {
  const { pending, failed, loaded } = area;
  if (loaded[locale]) return Promise.resolve();
  let wait = pending[locale];
  if (!wait) {
    delete failed[locale];
    wait = area.load[locale]().then((texts) => {
      loaded[locale] = texts;
    });
    wait.catch(() => {
      delete pending[locale];
      failed[locale] = true;
    });
    pending[locale] = wait;
  }
  return wait;
}

/**
 * Downloads `locale` for the given areas (default: every defined one), once each: later
 * calls share the first download; a failed one (offline, blocked chunk) may be tried again.
 */
export function loadAreas(locale: string, among: Iterable<AnyArea> = areas): Promise<void> {
  if (!isOther(locale)) return Promise.resolve();
  return Promise.all([...among].map((area) => loadArea(area, locale))).then(() => undefined);
}

/**
 * What a screen rendering `areas` in `locale` must wait for: the download of the texts it
 * lacks (its code arrived after the locale was loaded, e.g. a lazy route), or null when all
 * are in, or when a download failed already (English then, rather than waiting forever).
 */
export function waitForAreas(locale: string, among: readonly AnyArea[]): Promise<void> | null {
  if (!isOther(locale)) return null;
  const lacking = among.filter((area) => !area.loaded[locale] && !area.failed[locale]);
  return lacking.length ? loadAreas(locale, lacking).catch(() => undefined) : null;
}

/** The text of `key` in `locale` from an area, English when the locale is not at hand. */
export function areaText(area: AnyArea, locale: string, key: string): string | undefined {
  return (isOther(locale) ? area.loaded[locale]?.[key] : undefined) ?? area.en[key];
}
