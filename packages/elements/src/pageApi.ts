// What every element takes and fires besides its screen's own props and events: the page's
// language and texts, and the loader's failures. The registration (registerElements) reads
// the kinds; custom-elements.json (build/customElementsManifest.ts, hence docs/widgets) the
// texts too, which no bundle carries (rollup drops the constants nothing imports).

/** Every element's own props, as r2wc reads them. */
export const PAGE_PROPS = { locale: 'string', messages: 'json' } as const;

/** What the reference says of each of {@link PAGE_PROPS}. */
export const PAGE_PROP_DOCS: Readonly<Record<keyof typeof PAGE_PROPS, string>> = {
  locale:
    "Language of the texts (en, es, de, ja, fr), over the page's (`data-locale`); changed later, the texts follow and what was typed stays.",
  messages:
    "Property only: the partner's own texts by key, one or one per locale (`{ 'withdrawal.submit': 'Pay now' }`), over the page's `FlexportalConfig.messages` and the catalogue.",
};

/** Events any element of the script tag may fire, with what the reference says of each. */
export const PAGE_EVENTS = {
  'load-error':
    "The element's code could not load (CDN, CORS, integrity); `detail.file` is its URL.",
  'theme-error':
    "The page's `data-theme-fg` / `data-theme-bg` contrast under 4.5:1: refused, the default colours stay.",
} as const;
