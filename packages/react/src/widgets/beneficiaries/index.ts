export { Beneficiaries } from './Beneficiaries.js';
export type { BeneficiaryAccountFieldsProps } from './BeneficiaryAccountFields.js';
export type { BeneficiaryBankFieldsProps } from './BeneficiaryBankFields.js';
export type { BeneficiaryFiltersProps } from './BeneficiaryFilters.js';
export { BeneficiaryFilters } from './BeneficiaryFilters.js';
export type { BeneficiaryFormProps } from './BeneficiaryForm.js';
export { BeneficiaryForm } from './BeneficiaryForm.js';
export type { BeneficiaryPartyFieldsProps } from './BeneficiaryPartyFields.js';
export { beneficiariesElement } from './beneficiaries.element.js';
export type {
  BeneficiariesEventDetails,
  BeneficiariesProps,
  BeneficiaryFormEventDetails,
} from './beneficiariesProps.js';
export type { BeneficiaryColumnOptions } from './beneficiaryColumns.js';
export { accountOf, BENEFICIARIES_TABLE_ID, beneficiaryColumns } from './beneficiaryColumns.js';
export { beneficiaryFormElement } from './beneficiaryForm.element.js';
export type { BeneficiarySearchFilters, BeneficiarySearchQuery } from './beneficiaryQuery.js';
export {
  beneficiarySearchQuery,
  DEFAULT_AGENT_HREF,
  DEFAULT_CREATE_HREF,
  DEFAULT_WITHDRAWAL_HREF,
  hrefFor,
  SEARCH_MAX_LENGTH,
} from './beneficiaryQuery.js';
export {
  applyBeneficiaryChange,
  BENEFICIARY_FIELD_ORDER,
  canEditBeneficiaries,
  firstErrorField,
} from './beneficiaryRules.js';
export type { FieldMessages } from './beneficiaryValidation.js';
export {
  ibanChecksumValid,
  SORT_CODE_PATTERN,
  SWIFT_PATTERN,
  validateBeneficiary,
} from './beneficiaryValidation.js';
export type {
  AccountKind,
  BeneficiaryLegalType,
  BeneficiaryTextField,
  BeneficiaryValues,
} from './beneficiaryValues.js';
export {
  BENEFICIARY_TEXT_FIELDS,
  beneficiaryDefaults,
  beneficiaryName,
  fromBeneficiary,
  toBeneficiaryBody,
} from './beneficiaryValues.js';
export type { DeleteBeneficiaryProps } from './DeleteBeneficiary.js';
export type { BeneficiariesListData } from './useBeneficiariesList.js';
export { BENEFICIARY_FILTER_KEYS, useBeneficiariesList } from './useBeneficiariesList.js';
export type {
  AgentLoad,
  BeneficiaryFormCallbacks,
  BeneficiaryFormModel,
} from './useBeneficiaryForm.js';
export { AGENT_CACHE_KEYS, useBeneficiaryForm } from './useBeneficiaryForm.js';
export { useCanEditBeneficiaries } from './useCanEditBeneficiaries.js';
export type { BeneficiaryDeletion } from './useDeleteBeneficiary.js';
