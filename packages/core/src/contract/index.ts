export {
  BankAccount,
  CreateBankAccountRequest,
  CryptoWallet,
  PositiveAmount,
  TransferMapEntry,
  ValidateBalanceQuery,
} from './accounts.js';
export {
  Activity,
  CheckRecord,
  IntegrityCheck,
  SystemSeries,
  TimelineEntity,
  TimelineEntityClass,
  TimelineEntityDetail,
  TimelineEvent,
  TimelineNoteRequest,
} from './adminOps.js';
export {
  openAnnouncedCode,
  /** @public in openAnnouncedCode's signature (docs/core.md) */
  type SealedAuthCode,
  sealAnnouncedCode,
} from './announcedCode.js';
export {
  AdminUser,
  AuthCheckpoint,
  Company,
  LoginRequest,
  LoginResult,
  MessageBody,
  RefreshResult,
  Token,
  User,
} from './auth.js';
export { CompanyAlert } from './companyAlerts.js';
export {
  AdminComplianceTracking,
  ComplianceCounts,
  ComplianceFile,
  type ComplianceStage,
  type ComplianceStatus,
  type ComplianceSubject,
  ComplianceTracking,
  FileReviewBody,
  SignatureBody,
  VerificationUrl,
} from './compliance.js';
export {
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  COMPLIANCE_SUBJECTS,
} from './complianceEnums.js';
export {
  checkDocument,
  DOCUMENT_PROBLEM_MESSAGES,
} from './complianceUpload.js';
export { DecimalString } from './decimal.js';
export {
  DictionaryFiles,
  type DictionaryName,
  NamedEntry,
} from './dictionaries.js';
export {
  CompanyFeature,
  CompanyType,
  CryptoNetwork,
  ListPeriod,
  NodeType,
  Role,
} from './enums.js';
export { dataEnvelope, ListMeta, listEnvelope, ValidationErrorBody } from './envelope.js';
export {
  IMPORT_COLUMNS,
  Import,
  ImportPreviewRow,
  type ImportStatus,
} from './imports.js';
export { KycArchive, KycArchiveRequest } from './kycArchives.js';
export { LIST_PERIODS, periodRange } from './listPeriod.js';
export { CompanyEventPayload, type CompanyEventPayloads } from './live.js';
export {
  NOTIFICATION_TYPES,
  Notification,
  type NotificationType,
} from './notifications.js';
export {
  CompanyPaymentService,
  OnboardingTransition,
  TransitionFieldsRequest,
} from './paymentServices.js';
export {
  AutoTransferDraft,
  PORTAL_SERVICES,
  PortalCompanySignUp,
  PortalEmployeeSignUp,
  PortalServiceParam,
  PortalSignIn,
  RemoteAccount,
} from './portals.js';
export {
  Product,
  ProductDraft,
  ProductWallet,
  PublicProduct,
} from './products.js';
export {
  PspAccount,
  PspAccountDraft,
  PspAccountIssued,
  PspPayment,
  PspProfile,
  PspSignUp,
} from './pspPortal.js';
export { CurrencyCode, Rate } from './rates.js';
export {
  BankDetails,
  Beneficiary,
  BeneficiaryDraft,
  DictionarySummary,
  WhiteLabel,
  WhiteLabelOwner,
} from './reference.js';
export {
  GenerateReportRequest,
  Report,
  ReportFormat,
} from './reports.js';
export { Setting, type SettingLists, settingValueSchema } from './settings.js';
export {
  AccountVolume,
  AdminAnnouncement,
  AdminStatistic,
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
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  Ticket,
  TicketAttachment,
  TicketThread,
  TicketUpdate,
} from './tickets.js';
export {
  BaseDraft,
  ConvertDraft,
  CryptoBuyDraft,
  CryptoPaymentDraft,
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
