import { TransactionOverview, transactionOverviewElement } from '@flexportal/react/transaction';
import type { ElementDefinition } from '../../elements.js';

/** <flexportal-transaction>, for the loader. */
export const definition: ElementDefinition = {
  ...transactionOverviewElement,
  component: TransactionOverview,
};
