export type { Cache } from './cache/createCache.js';
export { createCache } from './cache/createCache.js';
export type {
  Dictionaries,
  DictionarySummaryRef,
} from './cache/dictionaries.js';
export { changedDictionaries, createDictionaries, isSummaryDue } from './cache/dictionaries.js';
export {
  CACHE_TTL,
  DICTIONARY_SUMMARY_INTERVAL_MS,
  WHITE_LABEL_LOCAL_TTL_MS,
} from './cache/lifetimes.js';
export { readWhiteLabel, WHITE_LABEL_KEY, writeWhiteLabel } from './cache/localWhiteLabel.js';
export type { ClientEvents, ClientOptions, FlexportalClient } from './client.js';
export { createClient } from './client.js';
export type {
  DecimalString,
  ListMeta,
  LoginResult,
  Rate,
  ValidationErrorBody,
} from './contract/index.js';
export { isListPeriod, LIST_PERIODS } from './contract/listPeriod.js';
export type { ConversionSide } from './domain/amount.js';
export {
  convertAmount,
  DEFAULT_SUB_UNIT,
  displayAmount,
  MAX_DISPLAY_DECIMALS,
} from './domain/amount.js';
export type { Scaled } from './domain/decimal.js';
export {
  addDecimal,
  compareDecimal,
  divideDecimal,
  formatScaled,
  isDecimal,
  multiplyDecimal,
  parseDecimal,
  rescale,
  roundDecimal,
  trimZeros,
} from './domain/decimal.js';
export { amountOrDefault, DEFAULT_AMOUNTS } from './domain/defaultAmounts.js';
export { IBAN_PATTERN, isIbanShaped, normalizeIban } from './domain/iban.js';
export type { ListPeriod, TransactionPageQuery } from './domain/listQuery.js';
export { parseReportQuery, parseTransactionListQuery, periodRange } from './domain/listQuery.js';
export type { PasswordMeter, PasswordRules } from './domain/password.js';
export { DEFAULT_PASSWORD_RULES, measurePassword } from './domain/password.js';
export type {
  PaymentForm,
  PaymentQuery,
  QueryInput,
} from './domain/queryShortcuts.js';
export {
  buildPaymentQuery,
  FORM_QUERY_KEYS,
  parsePaymentQuery,
  QUERY_SHORTCUTS,
  queryValue,
  queryValues,
} from './domain/queryShortcuts.js';
export type { SourceOfFundsId } from './domain/sourceOfFunds.js';
export {
  checkSourceOfFunds,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_CODE,
  sourceOfFundsUpdatedMessage,
} from './domain/sourceOfFunds.js';
export { transactionItemsQuery } from './domain/transactionItems.js';
export type { ManagerTransactionMode, TransactionMode } from './domain/transactionModes.js';
export {
  MANAGER_TRANSACTION_MODES,
  managerTransactionMode,
  TRANSACTION_MODES,
} from './domain/transactionModes.js';
export type { TransferService, WithdrawalProtocol } from './domain/transferService.js';
export { protocolOf, serviceOfProtocol, TRANSFER_SERVICES } from './domain/transferService.js';
export type {
  ErrorContext,
  ErrorOutcome,
  ErrorResponse,
  FieldErrors,
} from './errors/classifyError.js';
export { classifyError, fieldErrors } from './errors/classifyError.js';
export {
  NOTICE_CODE,
  printMissingMessage,
  TOAST_DEFAULT_MS,
  WALLET_TOAST_MS,
  walletCreatedMessage,
} from './errors/notices.js';
export type { CoreMessage, ErrorCode } from './errors/texts.js';
export { ERROR_CODE, isErrorCode } from './errors/texts.js';
export { toErrorResponse } from './errors/toErrorResponse.js';
export type { Emitter } from './events.js';
export { createEmitter } from './events.js';
export {
  formatAmount,
  formatDateTime,
  formatDecimal,
  parseAmountInput,
} from './format/index.js';
export {
  BROWSER_ID_KEY,
  getBrowserId,
  randomBrowserId,
} from './http/browserId.js';
export type { Http, HttpOptions } from './http/createHttp.js';
export { createHttp } from './http/createHttp.js';
export { HEADERS } from './http/headers.js';
export type { ListMetaValues, ListResult } from './http/unwrapList.js';
export { unwrapList } from './http/unwrapList.js';
export {
  RECONNECT_BASE_MS,
  RECONNECT_JITTER_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
} from './live/backoff.js';
export type {
  Live,
  LiveOptions,
  PusherConstructor,
  PusherLike,
} from './live/createLive.js';
export { createLive } from './live/createLive.js';
export type { CompanyEvent, LiveStatus } from './live/liveEvents.js';
export {
  ANNOUNCE_CHANNEL,
  AUTH_CODE_EVENT,
  COMPANY_EVENTS,
  companyChannel,
  toLiveStatus,
} from './live/liveEvents.js';
export { LIVE_INVALIDATIONS } from './live/liveInvalidations.js';
export type {
  AuthCodeEvent,
  Otp,
  OtpSummary,
} from './otp/createOtp.js';
export { createOtp } from './otp/createOtp.js';
export { isOtpCode, OTP_LENGTH, otpFieldMessage } from './otp/otpCode.js';
export type { Rates, RatesOptions } from './rates/createRates.js';
export { createRates } from './rates/createRates.js';
export { fetchRate } from './rates/fetchRate.js';
export type { RatePair } from './rates/ratePair.js';
export {
  PAYMENT_RATE_INTERVAL_S,
  pairKey,
  RATE_SUBMIT_PAUSE_MS,
  RATE_TICK_MS,
} from './rates/ratePair.js';
export type { VisibilitySource } from './rates/visibility.js';
export { alwaysVisible, documentVisibility } from './rates/visibility.js';
export {
  backToAdminOk,
  canCreatePayments,
  canLoadAdminData,
  canLoadAffiliates,
  canLoadCryptoWallets,
  canLoadManagerData,
  canLoadWhiteLabel,
  cryptoItemOk,
  cryptoOk,
  kycItemOk,
  logoutOk,
  managerAreaOk,
  portalsItemOk,
  pspPortalOk,
  subAccountsItemOk,
  TWO_FACTOR_FEATURES,
  twoFactorFeatureOk,
  withdrawItemOk,
} from './routes/availability.js';
export type { GuardContext, GuardDecision, RouteRule } from './routes/navigationGuard.js';
export {
  COMPLIANCE_OPEN_ROUTES,
  cryptoWithdrawPortalRedirect,
  decideNavigation,
} from './routes/navigationGuard.js';
export type { RuleUser } from './routes/ruleUser.js';
export {
  complianceRequired,
  defaultDashboard,
  hasAnyRole,
  hasTwoFactor,
  isAdministrator,
  isIndividual,
  isManager,
  LIMITED_FEATURES_COMPANY_TYPE,
  pageTitle,
  profileRoute,
  ROLES,
  twoFactorOk,
} from './routes/ruleUser.js';
export type { UserMenuItem } from './routes/userMenu.js';
export { userMenu } from './routes/userMenu.js';
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
  WARNING_THRESHOLD_MS,
} from './session/tokenTiming.js';
export { USER_CACHE_KEY } from './session/userCacheKey.js';
export type { KeyValueStorage } from './storage/KeyValueStorage.js';
export { createMemoryStorage, defaultStorage } from './storage/KeyValueStorage.js';
export type {
  SendRequest,
  SubmitFlow,
  SubmitFlowOptions,
  SubmitState,
} from './submit/createSubmitFlow.js';
export { CODE_RESUBMIT_TIMEOUT_MS, createSubmitFlow } from './submit/createSubmitFlow.js';
