import type { accountsTexts } from './accounts.js';
import type { beneficiariesTexts } from './beneficiaries.js';
import type { dashboardTexts } from './dashboard.js';
import type { importTexts } from './import.js';
import type { importOverviewTexts } from './importOverview.js';
import type { importsTexts } from './imports.js';
import type { listsTexts } from './lists.js';
import type { transactionKindsTexts } from './transactionKinds.js';
import type { transactionsTexts } from './transactions.js';
import type { walletsTexts } from './wallets.js';
import type { withdrawalTexts } from './withdrawal.js';

/** Every area's message keys; types only, so no area's texts land in a bundle through here. */
export type AreaMessageKey =
  | keyof typeof listsTexts.en
  | keyof typeof accountsTexts.en
  | keyof typeof transactionsTexts.en
  | keyof typeof transactionKindsTexts.en
  | keyof typeof beneficiariesTexts.en
  | keyof typeof dashboardTexts.en
  | keyof typeof walletsTexts.en
  | keyof typeof withdrawalTexts.en
  | keyof typeof importTexts.en
  | keyof typeof importsTexts.en
  | keyof typeof importOverviewTexts.en;
