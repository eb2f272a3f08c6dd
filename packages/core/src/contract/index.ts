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
export { type ListPeriod, periodRange } from './listPeriod.js';
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
