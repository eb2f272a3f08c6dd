import { Beneficiaries, beneficiariesElement } from '@flexportal/react/beneficiaries';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-beneficiaries>, for the loader. */
export const definition: ElementDefinition = { ...beneficiariesElement, component: Beneficiaries };
