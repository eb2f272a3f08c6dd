import { Transactions, transactionsListElement } from '@flexportal/react/transactions';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-transactions>, for the loader. */
export const definition: ElementDefinition = {
  ...transactionsListElement,
  component: Transactions,
};
