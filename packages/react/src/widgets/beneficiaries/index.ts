export { Beneficiaries } from './Beneficiaries.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  BeneficiaryFormProps,
} from './BeneficiaryForm.js';
export { BeneficiaryForm } from './BeneficiaryForm.js';
export type {
  BeneficiariesEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  BeneficiariesProps,
  BeneficiaryFormEventDetails,
} from './beneficiariesProps.js';
export { beneficiaryName } from './beneficiaryValues.js';
