import { Rate, rateElement } from '@flexportal/react/rate';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-rate>, for the loader. */
export const definition: ElementDefinition = { ...rateElement, component: Rate };
