import type { Page } from '@playwright/test';
import { apiGet, apiToken } from './api.js';

/** A transaction as `GET manager/transactions/{id}` has it (the fields specs compare). */
export type SavedTransaction = {
  id: number;
  status: string;
  amount: string;
  total_amount: string;
  currency: string;
  to_amount: string | null;
  bank_account_id: number;
  to_account_id: number | null;
};

/**
 * Call before the submit: resolves with the transaction the next successful money move of
 * the page created, read back from the API as `email`. Specs compare it, not balance
 * differences, for accounts other specs move at the same time (Acme's main accounts): a
 * balance difference there depends on the other worker's timing.
 */
export function nextSavedTransaction(page: Page, email: string): Promise<SavedTransaction> {
  return page
    .waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.ok() &&
        /\/manager\/(transactions|crypto)\//.test(r.url()) &&
        !/grand-total/.test(r.url()),
      { timeout: 120_000 },
    )
    .then(async (r) => {
      const { id } = (await r.json()).data as { id: number };
      const token = await apiToken(page.request, email);
      return (await apiGet<SavedTransaction>(page.request, token, `manager/transactions/${id}`))
        .data;
    });
}
