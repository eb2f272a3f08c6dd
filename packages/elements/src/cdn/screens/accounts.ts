import { Accounts, accountsElement } from '@flexportal/react/accounts';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-accounts>, for the loader. */
export const definition: ElementDefinition = { ...accountsElement, component: Accounts };
