export { AlertDialog } from './global/AlertDialog.js';
export type { FlexportalGlobalsProps } from './global/FlexportalGlobals.js';
export { FlexportalGlobals } from './global/FlexportalGlobals.js';
export { OtpDialog } from './global/OtpDialog.js';
export type { SessionExpiryDialogProps } from './global/SessionExpiryDialog.js';
export { SessionExpiryDialog } from './global/SessionExpiryDialog.js';
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
