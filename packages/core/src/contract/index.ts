export {
  BankAccount,
  CreateBankAccountRequest,
  CryptoWallet,
  PositiveAmount,
  ValidateBalanceQuery,
} from './accounts.js';
export {
  openAnnouncedCode,
  /** @public in openAnnouncedCode's signature (docs/core.md) */
  type SealedAuthCode,
  sealAnnouncedCode,
} from './announcedCode.js';
export {
  AdminUser,
  Company,
  LoginRequest,
  LoginResult,
  MessageBody,
  RefreshResult,
  Token,
  User,
} from './auth.js';
export { DecimalString } from './decimal.js';
export {
  DictionaryFiles,
  type DictionaryName,
  NamedEntry,
} from './dictionaries.js';
export {
  CompanyFeature,
  CryptoNetwork,
  ListPeriod,
  Role,
} from './enums.js';
export { dataEnvelope, ListMeta, listEnvelope, ValidationErrorBody } from './envelope.js';
export {
  IMPORT_COLUMNS,
  Import,
  ImportPreviewRow,
  type ImportStatus,
} from './imports.js';
export { LIST_PERIODS, periodRange } from './listPeriod.js';
export { CompanyEventPayload, type CompanyEventPayloads } from './live.js';
export {
  NOTIFICATION_TYPES,
  Notification,
  Notificationable,
  type NotificationType,
} from './notifications.js';
export { CurrencyCode, Rate } from './rates.js';
export {
  BankDetails,
  Beneficiary,
  BeneficiaryDraft,
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
  GrandTotal,
  GrandTotalQuery,
  ImportPreview,
  Transaction,
  TransactionListQuery,
  TransferDraft,
  WithdrawalDraft,
} from './transactions.js';
