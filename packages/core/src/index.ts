/** @public the type of client.cache, returned by createCache (docs/core.md) */
export type { Cache } from './cache/createCache.js';
/** @public a lower-level factory (docs/core.md) */
export { covers, createCache } from './cache/createCache.js';
/** @public the type of client.dictionaries, in createDictionaries' signature (docs/core.md) */
export type {
  Dictionaries,
  DictionarySummaryRef,
} from './cache/dictionaries.js';
/** @public a lower-level factory (docs/core.md) */
export { createDictionaries } from './cache/dictionaries.js';
/** @public constants (docs/core.md) */
export {
  CACHE_TTL,
  DICTIONARY_SUMMARY_INTERVAL_MS,
  WHITE_LABEL_LOCAL_TTL_MS,
} from './cache/lifetimes.js';
export {
  readWhiteLabel,
  /** @public a constant (docs/core.md) */
  WHITE_LABEL_KEY,
  writeWhiteLabel,
} from './cache/localWhiteLabel.js';
/** @public what a host's refresh does (docs/embedding.md, "Screens on one page") */
export { MONEY_MOVED_KEYS, moneyMoved } from './cache/moneyMoved.js';
/** Reads screens share through the cache (their hooks use them). */
export {
  ADMIN_COMPANIES_READ,
  BANK_ACCOUNTS_READ,
  /** @public the type of ADMIN_COMPANIES_READ's data */
  type CompanyRef,
  CRYPTO_WALLETS_READ,
  type SharedRead,
  TRANSFER_MAP_READ,
  type WarmRead,
  /** @public imported at run time by the elements' script-tag runtime (cdn/runtime.ts) */
  warmReads,
} from './cache/sharedReads.js';
export type {
  ClientEvents,
  /** @public options of a documented function (docs/core.md) */
  ClientOptions,
  FlexportalClient,
} from './client.js';
export { createClient } from './client.js';
/** Compliance constants and the upload rule, zod-free for the screens (contract has the schemas). */
export {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  COMPLIANCE_SUBJECTS,
} from './contract/complianceEnums.js';
export {
  checkDocument,
  DOCUMENT_PROBLEM_MESSAGES,
  type DocumentProblem,
} from './contract/complianceUpload.js';
export type { LoginResult, Rate } from './contract/index.js';
export { isListPeriod, LIST_PERIODS } from './contract/listPeriod.js';
/** @public in convertAmount's signature (docs/core.md) */
export type { ConversionSide } from './domain/amount.js';
/** @public money rules (docs/core.md) */
export {
  convertAmount,
  DEFAULT_SUB_UNIT,
  displayAmount,
  MAX_DISPLAY_DECIMALS,
} from './domain/amount.js';
export { base58CheckEncode } from './domain/base58.js';
export { encodeSegwit } from './domain/bech32.js';
export { COMPANY_FEATURES, COMPANY_TYPES, NODE_TYPES } from './domain/companyKinds.js';
/** @public the two amounts of a convert form (PP-5-19) */
export type { ConvertSides } from './domain/convertSides.js';
export { convertSides } from './domain/convertSides.js';
export { checkCryptoAddress } from './domain/cryptoAddress.js';
export {
  DEPOSIT_LINK_LABEL,
  depositPaymentLink,
  filterWallets,
} from './domain/cryptoDrafts.js';
export type { CryptoCurrency } from './domain/cryptoNetworks.js';
export {
  CRYPTO_CURRENCIES,
  NETWORK_OF_CURRENCY,
  networkOfCurrency,
} from './domain/cryptoNetworks.js';
/** @public what parseDecimal returns and formatScaled takes (docs/core.md) */
export type { Scaled } from './domain/decimal.js';
/** @public money rules (docs/core.md) */
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
export { toChecksumAddress } from './domain/eip55.js';
/** @public pair rules of transfer, exchange and convert (PP-4.6, PP-5-17/18) */
export type {
  PairAccount,
  PairChoice,
  PairKind,
  SourceOption,
} from './domain/exchangePairs.js';
export {
  fitPair,
  sourceOptions,
  targetAfterSource,
  targetOptions,
} from './domain/exchangePairs.js';
export { FLEXPSP_DEPOSIT_PAYEE } from './domain/flexpspDeposit.js';
/** @public domain rules (docs/core.md) */
export { IBAN_PATTERN, isIbanShaped, normalizeIban } from './domain/iban.js';
/** @public the import file's columns (docs/core.md) */
export { IMPORT_COLUMNS } from './domain/importColumns.js';
/** The import screens' rules are the `@flexportal/core/imports` entry (only those screens and the sandbox use them). */
/** @public in parseTransactionListQuery's signature (docs/core.md) */
export type { ListPeriod, TransactionPageQuery } from './domain/listQuery.js';
/** @public list queries (docs/core.md) */
export { parseReportQuery, parseTransactionListQuery, periodRange } from './domain/listQuery.js';
export { loadAddressCheck } from './domain/loadAddressCheck.js';
/** @public in notificationAction's signature (docs/core.md) */
export type { NotificationAction, NotificationHrefs } from './domain/notificationActions.js';
export {
  DEFAULT_NOTIFICATION_HREFS,
  isErrorNotification,
  notificationAction,
  topBarNotifications,
} from './domain/notificationActions.js';
/** @public in measurePassword's signature (docs/core.md) */
export type { PasswordMeter, PasswordRules } from './domain/password.js';
/** @public domain rules (docs/core.md) */
export { DEFAULT_PASSWORD_RULES, measurePassword } from './domain/password.js';
/** @public in the payment service colour functions' signatures (docs/core.md) */
export type {
  PaymentServiceStatus,
  StatusColour,
  TransitionStep,
} from './domain/paymentServiceStatus.js';
export {
  mayStartOnboarding,
  nextTransition,
  PAYMENT_SERVICE_STATUSES,
  paymentServiceColour,
  transitionResultColour,
  transitionStateColour,
} from './domain/paymentServiceStatus.js';
/** @public in portalServiceRows' signature (docs/core.md) */
export type { PortalServiceRow, PortalServiceStatus } from './domain/portalServices.js';
export {
  autoTransferTargets,
  defaultPortalService,
  portalServiceRows,
  safeSignInUrl,
  safeWebUrl,
  selectedPortalService,
} from './domain/portalServices.js';
export {
  isProductHash,
  PRODUCT_WALLET_POLL_MS,
  pollsWallet,
  productImageSrc,
  productPaymentLink,
  purchaseLink,
} from './domain/products.js';
/** @public PSP portal rules (docs/core.md) */
export type { PspAccountType, PspPortalAccountLike } from './domain/pspPortal.js';
export {
  openableAccountTypes,
  tokenHint,
} from './domain/pspPortal.js';
export type {
  PaymentForm,
  PaymentQuery,
  QueryInput,
} from './domain/queryShortcuts.js';
/** @public query shortcuts (docs/core.md) */
export {
  buildPaymentQuery,
  FORM_QUERY_KEYS,
  parsePaymentQuery,
  QUERY_SHORTCUTS,
} from './domain/queryShortcuts.js';
export type { SourceOfFundsId } from './domain/sourceOfFunds.js';
/** @public domain rules (docs/core.md) */
export {
  checkSourceOfFunds,
  SOURCE_OF_FUNDS,
  SOURCE_OF_FUNDS_CODE,
  sourceOfFundsUpdatedMessage,
} from './domain/sourceOfFunds.js';
export { REPORT_FORMATS, TICKET_PRIORITIES, TICKET_STATUSES } from './domain/supportLists.js';
/** @public in attachmentProblem's and sniffAttachmentType's signatures (docs/core.md) */
export type { AttachmentProblem, TicketAttachmentType } from './domain/ticketAttachments.js';
export {
  attachmentProblem,
  sniffAttachmentType,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_MAX_COUNT,
} from './domain/ticketAttachments.js';
/** @public domain rules (docs/core.md) */
export { transactionItemsQuery } from './domain/transactionItems.js';
export type { AdminTransactionMode, ManagerTransactionMode } from './domain/transactionModes.js';
export {
  adminTransactionMode,
  MANAGER_TRANSACTION_MODES,
  managerTransactionMode,
  TRANSACTION_MODES,
} from './domain/transactionModes.js';
export type { TransferService, WithdrawalProtocol } from './domain/transferService.js';
export { protocolOf, serviceOfProtocol, TRANSFER_SERVICES } from './domain/transferService.js';
export {
  fileBunches,
  filesProgress,
  serviceToShow,
  stageSteps,
  trackingToVerify,
  uploadPercent,
} from './domain/verificationFlow.js';
export {
  WHITE_LABEL_DOCUMENT_COLUMNS,
  WHITE_LABEL_DOCUMENT_LIMITS,
  WHITE_LABEL_DOCUMENT_TYPES,
} from './domain/whiteLabelDocuments.js';
/** @public in classifyError's signature (docs/core.md) */
export type {
  ErrorContext,
  ErrorOutcome,
  ErrorResponse,
  FieldErrors,
} from './errors/classifyError.js';
/** @public error rules (docs/core.md) */
export { classifyError, fieldErrors } from './errors/classifyError.js';
/** @public the detail of every screen's `error` event (docs/events.md) */
export type { FailureCode, HostFailure } from './errors/hostFailure.js';
export { hostFailure } from './errors/hostFailure.js';
/** @public a screen's chunk, with the spec's timeout and failure (docs/core.md) */
export { CHUNK_LOAD_TIMEOUT_MS, chunkFailedAlert, loadChunk } from './errors/loadChunk.js';
/** @public the catalogue's notices (docs/core.md) */
export {
  NOTICE_CODE,
  printMissingMessage,
  TOAST_DEFAULT_MS,
  WALLET_TOAST_MS,
  walletCreatedMessage,
} from './errors/notices.js';
export { refusedFields } from './errors/refusedFields.js';
/** @public what isErrorCode tells, and the coded messages core hands over (docs/core.md) */
export type { CoreMessage, ErrorCode } from './errors/texts.js';
export { ERROR_CODE, isErrorCode } from './errors/texts.js';
export { toErrorResponse } from './errors/toErrorResponse.js';
/** @public what createEmitter returns (docs/core.md) */
export type { Emitter } from './events.js';
/** @public a lower-level factory (docs/core.md) */
export { createEmitter } from './events.js';
export {
  formatAmount,
  formatDateTime,
  formatDecimal,
  parseAmountInput,
} from './format/index.js';
/** @public the type of client.http, in createHttp's signature (docs/core.md) */
export type { Http, HttpOptions } from './http/createHttp.js';
/** @public a lower-level factory (docs/core.md) */
export { createHttp } from './http/createHttp.js';
export { HEADERS } from './http/headers.js';
export type { ListMetaValues, ListResult } from './http/unwrapList.js';
/** @public constants (docs/core.md) */
export { RECONNECT_BASE_MS, RECONNECT_JITTER_MS, RECONNECT_MAX_MS } from './live/backoff.js';
/** @public the type of client.live, in createLive's signature (docs/core.md) */
export type {
  Live,
  LiveOptions,
  PusherConstructor,
  PusherLike,
} from './live/createLive.js';
/** @public a lower-level factory (docs/core.md) */
export { createLive } from './live/createLive.js';
export type {
  CompanyEvent,
  /** @public the status in client.live's store (docs/core.md) */
  LiveStatus,
} from './live/liveEvents.js';
export {
  ANNOUNCE_CHANNEL,
  AUTH_CODE_EVENT,
  /** @public a constant (docs/core.md) */
  COMPANY_EVENTS,
  companyChannel,
} from './live/liveEvents.js';
/** @public live events drop these cache keys (docs/core.md) */
export { LIVE_INVALIDATIONS } from './live/liveInvalidations.js';
/** @public the type of client.otp (docs/core.md) */
export type {
  AuthCodeEvent,
  Otp,
  OtpSummary,
} from './otp/createOtp.js';
export { createOtp } from './otp/createOtp.js';
export { isOtpCode, OTP_LENGTH, otpFieldMessage } from './otp/otpCode.js';
/**
 * @public the quote's types; its lifecycle and rules are the `@flexportal/core/quote` entry,
 * which only the exchanging forms load (docs/core.md)
 */
export type { Quote, QuoteOptions, QuoteState } from './quote/createQuote.js';
/** @public quote rules (PP-5-06, PP-5-10) */
export type { QuotedTotal, QuoteFields, QuoteKind, SentQuote } from './quote/quoteRules.js';
/** @public the type of client.rates, in createRates' signature (docs/core.md) */
export type { Rates, RatesOptions } from './rates/createRates.js';
/** @public a lower-level factory (docs/core.md) */
export { createRates } from './rates/createRates.js';
/** @public the public rate of one pair, outside the store (docs/core.md) */
export { fetchRate } from './rates/fetchRate.js';
/** @public the visibility option of createClient (docs/core.md) */
export type { PollOptions } from './rates/pollWhileVisible.js';
export { pollWhileVisible } from './rates/pollWhileVisible.js';
/** @public a pair in client.rates' store (docs/core.md) */
export type { RatePair } from './rates/ratePair.js';
/** @public constants (docs/core.md) */
/** @public the `SELL/BUY` key of a pair in client.rates' store */
export {
  PAYMENT_RATE_INTERVAL_S,
  pairKey,
  RATE_SUBMIT_PAUSE_MS,
  RATE_TICK_MS,
} from './rates/ratePair.js';
/** @public the type of createRates' and pollWhileVisible's `visibility` option */
export type { VisibilitySource } from './rates/visibility.js';
/** @public route availability rules (docs/core.md) */
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
/** @public in decideNavigation's signature (docs/core.md) */
export type { GuardContext, GuardDecision, RouteRule } from './routes/navigationGuard.js';
/** @public route rules (docs/core.md) */
export {
  COMPLIANCE_OPEN_ROUTES,
  cryptoWithdrawPortalRedirect,
  decideNavigation,
} from './routes/navigationGuard.js';
export type { RuleUser } from './routes/ruleUser.js';
/** @public route rules (docs/core.md) */
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
/** @public the type of client.session, in createSession's signature (docs/core.md) */
export type { Session, SessionOptions, SessionState } from './session/createSession.js';
/** @public a lower-level factory (docs/core.md) */
export { createSession } from './session/createSession.js';
/** @public an administrator acts as a user (docs/core.md) */
export { impersonateUser } from './session/impersonateUser.js';
/** @public in SessionOptions and the session's store (docs/core.md) */
export type { StoredToken } from './session/tokenTiming.js';
/** @public constants (docs/core.md) */
export {
  ADMIN_JWT_KEY,
  JWT_KEY,
  REFRESH_THRESHOLD_MS,
  SESSION_CHECK_INTERVAL_MS,
  WARNING_THRESHOLD_MS,
} from './session/tokenTiming.js';
export { USER_CACHE_KEY } from './session/userCacheKey.js';
export type { KeyValueStorage } from './storage/KeyValueStorage.js';
export { createMemoryStorage } from './storage/KeyValueStorage.js';
export type {
  SendRequest,
  SubmitFlow,
  SubmitFlowOptions,
  SubmitState,
} from './submit/createSubmitFlow.js';
export { createSubmitFlow } from './submit/createSubmitFlow.js';
