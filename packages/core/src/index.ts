export {
  /** @public shown in docs/core.md */
  createCache,
} from './cache/createCache.js';
export {
  /** @public shown in docs/core.md */
  createDictionaries,
} from './cache/dictionaries.js';
export {
  CACHE_TTL,
  /** @public shown in docs/core.md */
  DICTIONARY_SUMMARY_INTERVAL_MS,
  /** @public shown in docs/core.md */
  WHITE_LABEL_LOCAL_TTL_MS,
} from './cache/lifetimes.js';
export {
  readWhiteLabel,
  /** @public shown in docs/core.md */
  WHITE_LABEL_KEY,
  writeWhiteLabel,
} from './cache/localWhiteLabel.js';
export type {
  ClientEvents,
  /** @public the options of createClient, shown in docs/core.md */
  ClientOptions,
  FlexportalClient,
} from './client.js';
export { createClient } from './client.js';
export type { DecimalString, ListMeta, Rate, ValidationErrorBody } from './contract/index.js';
export {
  /** @public shown in docs/core.md */
  convertAmount,
  /** @public shown in docs/core.md */
  DEFAULT_SUB_UNIT,
  /** @public shown in docs/core.md */
  displayAmount,
  /** @public shown in docs/core.md */
  MAX_DISPLAY_DECIMALS,
} from './domain/amount.js';
export {
  addDecimal,
  compareDecimal,
  /** @public shown in docs/core.md */
  divideDecimal,
  /** @public shown in docs/core.md */
  formatScaled,
  isDecimal,
  /** @public shown in docs/core.md */
  multiplyDecimal,
  /** @public shown in docs/core.md */
  parseDecimal,
  /** @public shown in docs/core.md */
  rescale,
  /** @public shown in docs/core.md */
  roundDecimal,
  /** @public shown in docs/core.md */
  trimZeros,
} from './domain/decimal.js';
export { amountOrDefault, DEFAULT_AMOUNTS } from './domain/defaultAmounts.js';
export {
  /** @public shown in docs/core.md */
  IBAN_PATTERN,
  isIbanShaped,
  normalizeIban,
} from './domain/iban.js';
export type { ListPeriod, TransactionListQuery } from './domain/listQuery.js';
export {
  /** @public shown in docs/core.md */
  parseReportQuery,
  parseTransactionListQuery,
  periodRange,
} from './domain/listQuery.js';
export {
  /** @public shown in docs/core.md */
  DEFAULT_PASSWORD_RULES,
  measurePassword,
} from './domain/password.js';
export type { PaymentForm, PaymentQuery, QueryInput } from './domain/queryShortcuts.js';
export {
  buildPaymentQuery,
  /** @public shown in docs/core.md */
  FORM_QUERY_KEYS,
  parsePaymentQuery,
  /** @public shown in docs/core.md */
  QUERY_SHORTCUTS,
} from './domain/queryShortcuts.js';
export type { SourceOfFundsId } from './domain/sourceOfFunds.js';
export {
  checkSourceOfFunds,
  SOURCE_OF_FUNDS,
  /** @public shown in docs/core.md */
  SOURCE_OF_FUNDS_TEXT,
  /** @public shown in docs/core.md */
  sourceOfFundsUpdatedMessage,
} from './domain/sourceOfFunds.js';
export {
  /** @public shown in docs/core.md */
  ITEMS_ID_ARRAY_MESSAGE,
  /** @public shown in docs/core.md */
  transactionItemsQuery,
} from './domain/transactionItems.js';
export {
  /** @public shown in docs/core.md */
  classifyError,
  fieldErrors,
} from './errors/classifyError.js';
export {
  /** @public shown in docs/core.md */
  NOTICE_TEXT,
  /** @public shown in docs/core.md */
  printMissingMessage,
  /** @public shown in docs/core.md */
  TOAST_DEFAULT_MS,
  /** @public shown in docs/core.md */
  WALLET_TOAST_MS,
  /** @public shown in docs/core.md */
  walletCreatedMessage,
} from './errors/notices.js';
export { ERROR_TEXT } from './errors/texts.js';
export { toErrorResponse } from './errors/toErrorResponse.js';
export {
  /** @public shown in docs/core.md */
  createEmitter,
} from './events.js';
export { formatAmount, formatDateTime, formatDecimal, parseAmountInput } from './format/index.js';
export {
  /** @public shown in docs/core.md */
  createHttp,
} from './http/createHttp.js';
export { HEADERS } from './http/headers.js';
export type { ListMetaValues, ListResult } from './http/unwrapList.js';
export {
  /** @public shown in docs/core.md */
  RECONNECT_BASE_MS,
  /** @public shown in docs/core.md */
  RECONNECT_JITTER_MS,
  /** @public shown in docs/core.md */
  RECONNECT_MAX_MS,
} from './live/backoff.js';
export type {
  /** @public shown in docs/core.md */
  Live,
} from './live/createLive.js';
export {
  /** @public shown in docs/core.md */
  createLive,
} from './live/createLive.js';
export type { CompanyEvent, LiveStatus } from './live/liveEvents.js';
export {
  ANNOUNCE_CHANNEL,
  AUTH_CODE_EVENT,
  COMPANY_EVENTS,
  companyChannel,
  toLiveStatus,
} from './live/liveEvents.js';
export {
  /** @public shown in docs/core.md */
  LIVE_INVALIDATIONS,
} from './live/liveInvalidations.js';
export type { AuthCodeEvent, OtpSummary } from './otp/createOtp.js';
export { createOtp } from './otp/createOtp.js';
export { isOtpCode, OTP_LENGTH, otpFieldMessage } from './otp/otpCode.js';
export {
  /** @public shown in docs/core.md */
  createRates,
} from './rates/createRates.js';
export { fetchRate } from './rates/fetchRate.js';
export {
  /** @public shown in docs/core.md */
  PAYMENT_RATE_INTERVAL_S,
  /** @public shown in docs/core.md */
  RATE_SUBMIT_PAUSE_MS,
  /** @public shown in docs/core.md */
  RATE_TICK_MS,
} from './rates/ratePair.js';
export {
  /** @public shown in docs/core.md */
  backToAdminOk,
  canCreatePayments,
  /** @public shown in docs/core.md */
  canLoadAdminData,
  /** @public shown in docs/core.md */
  canLoadAffiliates,
  /** @public shown in docs/core.md */
  canLoadCryptoWallets,
  /** @public shown in docs/core.md */
  canLoadManagerData,
  /** @public shown in docs/core.md */
  canLoadWhiteLabel,
  cryptoItemOk,
  /** @public shown in docs/core.md */
  cryptoOk,
  kycItemOk,
  /** @public shown in docs/core.md */
  logoutOk,
  managerAreaOk,
  portalsItemOk,
  pspPortalOk,
  subAccountsItemOk,
  /** @public shown in docs/core.md */
  TWO_FACTOR_FEATURES,
  /** @public shown in docs/core.md */
  twoFactorFeatureOk,
  withdrawItemOk,
} from './routes/availability.js';
export type { RouteRule } from './routes/navigationGuard.js';
export {
  /** @public shown in docs/core.md */
  COMPLIANCE_OPEN_ROUTES,
  cryptoWithdrawPortalRedirect,
  decideNavigation,
} from './routes/navigationGuard.js';
export type { RuleUser } from './routes/ruleUser.js';
export {
  complianceRequired,
  defaultDashboard,
  /** @public shown in docs/core.md */
  hasAnyRole,
  hasTwoFactor,
  isAdministrator,
  /** @public shown in docs/core.md */
  isIndividual,
  isManager,
  /** @public shown in docs/core.md */
  LIMITED_FEATURES_COMPANY_TYPE,
  pageTitle,
  /** @public shown in docs/core.md */
  profileRoute,
  ROLES,
  twoFactorOk,
} from './routes/ruleUser.js';
export { USER_MENU_LABELS, userMenu } from './routes/userMenu.js';
export type { Session, SessionOptions, SessionState } from './session/createSession.js';
export { createSession } from './session/createSession.js';
export type { StoredToken } from './session/tokenTiming.js';
export {
  ADMIN_JWT_KEY,
  isAuthenticated,
  isRefreshDue,
  isWarningDue,
  JWT_KEY,
  REFRESH_THRESHOLD_MS,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_TEXT,
  WARNING_THRESHOLD_MS,
} from './session/tokenTiming.js';
export type { KeyValueStorage } from './storage/KeyValueStorage.js';
export { createMemoryStorage } from './storage/KeyValueStorage.js';
export type {
  SendRequest,
  SubmitFlow,
  SubmitFlowOptions,
  SubmitState,
} from './submit/createSubmitFlow.js';
export { createSubmitFlow } from './submit/createSubmitFlow.js';
