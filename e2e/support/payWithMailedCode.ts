import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { mailbox } from './mailbox.js';

/** Where a screen's controls are found: the page, a frame, or an element on the page. */
type Scope = Page | FrameLocator | Locator;

/** A SEPA withdrawal as the specs type it. */
export interface SepaPayment {
  /** The amount, as typed. */
  amount: string;
  /** The payee's company name. */
  payee: string;
  /** Where the form's fields are (a frame, the element, or the form itself). */
  form: Scope;
  /** Where the dialog and the result show, when not inside `form` (React portals them). */
  screen?: Scope;
  /** Runs after the send and before the code dialog: a duplicate prompt answered, say. */
  afterSend?: () => Promise<void>;
}

/**
 * Fills the withdrawal with a SEPA payment, sends it, answers the code dialog with the code
 * the sandbox mailed and waits for "Withdrawal … created". Returns the withdrawal's name.
 * The one path every mode's spec (React, element, script tag, frame, Next.js) walks.
 */
export async function payWithMailedCode(
  page: Page,
  box: Awaited<ReturnType<typeof mailbox>>,
  p: SepaPayment,
): Promise<string> {
  const screen = p.screen ?? p.form;
  await p.form.getByLabel('Amount').fill(p.amount);
  await p.form.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await p.form.getByLabel('Sepa (EU , EEA)').check();
  await p.form.getByLabel('Company name').fill(p.payee);
  await expect(p.form.getByText('Total', { exact: true })).toBeVisible();
  const dialog = screen.getByRole('dialog', { name: 'Two-factor authentication' });
  const code = await box.codeFor(async () => {
    await p.form.getByRole('button', { name: 'Send withdrawal' }).click();
    await p.afterSend?.();
    await expect(dialog).toBeVisible();
  });
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  const created = screen.getByText(/^Withdrawal (\S+) created \(progress\)\./);
  await expect(created).toBeVisible();
  const name = /^Withdrawal (\S+) created/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');
  return name;
}
