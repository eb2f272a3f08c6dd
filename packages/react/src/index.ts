export { AlertDialog } from './global/AlertDialog.js';
export type { FlexportalGlobalsProps } from './global/FlexportalGlobals.js';
export { FlexportalGlobals } from './global/FlexportalGlobals.js';
export { OtpDialog } from './global/OtpDialog.js';
export type { SessionExpiryDialogProps } from './global/SessionExpiryDialog.js';
export { SessionExpiryDialog } from './global/SessionExpiryDialog.js';
export type { SignInFormProps } from './global/SignInForm.js';
export { SignInForm } from './global/SignInForm.js';
export type { SignInGateProps } from './global/SignInGate.js';
export { SignInGate } from './global/SignInGate.js';
export type { SubmitDialogsProps } from './global/SubmitDialogs.js';
export { SubmitDialogs } from './global/SubmitDialogs.js';
export { ToastRegion } from './global/ToastRegion.js';
export type { Toast, Toasts } from './global/toasts.js';
export { createToasts, TOAST_DEFAULT_MS } from './global/toasts.js';
export { copyToClipboard } from './helpers/clipboard.js';
export type { CsvColumn } from './helpers/csv.js';
export { downloadCsv, toCsv } from './helpers/csv.js';
export { printElement, printMissingText } from './helpers/print.js';
export type { Resource } from './hooks/useCached.js';
export { useCached } from './hooks/useCached.js';
export { useDictionary } from './hooks/useDictionary.js';
export { useSubmitFlow } from './hooks/useSubmitFlow.js';
export type { Area, AreaLocale } from './i18n/areas/areaTexts.js';
export { defineArea } from './i18n/areas/areaTexts.js';
export { translateCoreText } from './i18n/coreText.js';
export type { MessageKey } from './i18n/en.js';
export type { Locale, Translate } from './i18n/translate.js';
export { createTranslate, hasLocale, LOCALES, loadLocale } from './i18n/translate.js';
export type { FlexportalProviderProps } from './provider/FlexportalProvider.js';
export {
  FlexportalProvider,
  useFlexportalClient,
  useHostDialogs,
  useLocale,
  useT,
} from './provider/FlexportalProvider.js';
export * from './ui/index.js';
