import { BeneficiaryForm, beneficiaryFormElement } from '@flexportal/react/beneficiaries';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-beneficiary-form>, for the loader. */
export const definition: ElementDefinition = {
  ...beneficiaryFormElement,
  component: BeneficiaryForm,
};
