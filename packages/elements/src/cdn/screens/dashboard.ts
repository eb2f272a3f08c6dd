import { Dashboard, dashboardElement } from '@flexportal/react/dashboard';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-dashboard>, for the loader. */
export const definition: ElementDefinition = { ...dashboardElement, component: Dashboard };
