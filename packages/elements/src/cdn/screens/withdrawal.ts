import { Withdrawal, withdrawalElement } from '@flexportal/react/withdrawal';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-withdrawal>, for the loader. */
export const definition: ElementDefinition = { ...withdrawalElement, component: Withdrawal };
