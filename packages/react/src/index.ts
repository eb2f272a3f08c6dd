export type {
  /** @public props of a published component: partners type their wrappers with it */
  FlexportalGlobalsProps,
} from './global/FlexportalGlobals.js';
export { FlexportalGlobals } from './global/FlexportalGlobals.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  SignInFormProps,
} from './global/SignInForm.js';
export { SignInForm } from './global/SignInForm.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  SignInGateProps,
} from './global/SignInGate.js';
export {
  /** @public shown in docs/embedding.md */
  SignInGate,
} from './global/SignInGate.js';
export { ToastRegion } from './global/ToastRegion.js';
export { createToasts } from './global/toasts.js';
export { copyToClipboard } from './helpers/clipboard.js';
export { useSubmitFlow } from './hooks/useSubmitFlow.js';
export type { Area, AreaLocale } from './i18n/areas/areaTexts.js';
export { defineArea } from './i18n/areas/areaTexts.js';
export type {
  /** @public what a Translate takes (useT) */
  MessageKey,
} from './i18n/en.js';
export type { Locale, Messages, Translate } from './i18n/translate.js';
export { createTranslate, LOCALES, loadLocale } from './i18n/translate.js';
export type {
  /** @public props of a published component: partners type their wrappers with it, shown in docs/getting-started.md */
  FlexportalProviderProps,
} from './provider/FlexportalProvider.js';
export {
  FlexportalProvider,
  useFlexportalClient,
  useLocale,
  useT,
} from './provider/FlexportalProvider.js';
export * from './ui/index.js';
