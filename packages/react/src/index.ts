export { useSubmitFlow } from './hooks/useSubmitFlow.js';
export type { MessageKey } from './i18n/en.js';
export type { Locale, Translate } from './i18n/translate.js';
export { createTranslate, LOCALES } from './i18n/translate.js';
export type { FlexportalProviderProps } from './provider/FlexportalProvider.js';
export {
  FlexportalProvider,
  useFlexportalClient,
  useT,
} from './provider/FlexportalProvider.js';
export * from './ui/index.js';
