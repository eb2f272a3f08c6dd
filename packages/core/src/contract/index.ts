export {
  BankAccount,
  CreateBankAccountRequest,
  CryptoWallet,
  CurrencyUnit,
  PositiveAmount,
  ValidateBalanceQuery,
  ValidateBalanceResult,
} from './accounts.js';
export { openAnnouncedCode, type SealedAuthCode, sealAnnouncedCode } from './announcedCode.js';
export {
  AdminUser,
  Company,
  LoginRequest,
  LoginResult,
  MessageBody,
  PortalServiceState,
  RefreshResult,
  Token,
  User,
} from './auth.js';
export { DecimalString } from './decimal.js';
export {
  CodedEntry,
  DictionaryFiles,
  type DictionaryName,
  NamedEntry,
  Sector,
} from './dictionaries.js';
export {
  AccountType,
  CompanyFeature,
  CompanyType,
  CryptoCurrency,
  CryptoNetwork,
  DEFAULT_CRYPTO_CURRENCY,
  DEFAULT_FIAT_CURRENCY,
  FeeMode,
  FeeType,
  FormAction,
  LegalType,
  ListPeriod,
  NodeType,
  PortalService,
  Role,
  SourceOfFundsId,
  TransactionKind,
  TransactionMode,
  TransactionType,
  TransferService,
  TransmissionProtocol,
} from './enums.js';
export { dataEnvelope, ListMeta, listEnvelope, ValidationErrorBody } from './envelope.js';
export { isListPeriod, LIST_PERIODS, periodRange } from './listPeriod.js';
export { CompanyEventPayload, type CompanyEventPayloads } from './live.js';
export { CurrencyCode, Rate } from './rates.js';
export {
  BankDetails,
  Beneficiary,
  BeneficiaryDraft,
  DictionaryCurrency,
  DictionaryEntry,
  DictionarySummary,
  WhiteLabel,
} from './reference.js';
export {
  AccountVolume,
  Announcement,
  CompanyStatistic,
  Granularity,
  StatisticCounts,
  StatisticPeriods,
  TransactionVolume,
  VolumePoint,
  VolumeSeries,
} from './statistics.js';
export {
  BaseDraft,
  ConvertDraft,
  CryptoBuyDraft,
  CryptoReceiveDraft,
  CryptoWithdrawDraft,
  ExchangeDraft,
  GrandTotal,
  GrandTotalQuery,
  ImportPreview,
  Transaction,
  TransactionListQuery,
  TransferDraft,
  WithdrawalDraft,
} from './transactions.js';
