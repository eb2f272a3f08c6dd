import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login.js';
import { mailbox } from './mailbox.js';
import { recordPartnerPage } from './partnerPage.js';
import { payWithMailedCode } from './payWithMailedCode.js';

/** What {@link payInFrame} needs: where the page and the mailbox are, who pays what to whom. */
export interface FramePayment {
  /** The script-tag example's isolated-mode page. */
  pageUrl: string;
  /** The sandbox's origin, whose developer mailbox holds the e-mailed code. */
  sandbox: string;
  /** A manager who gets e-mailed codes. */
  email: string;
  /** The amount, as typed. */
  amount: string;
  /** The payee's company name. */
  payee: string;
}

/**
 * Signs in and pays inside the frame of `<flexportal-withdrawal>` on the partner page,
 * answering the code dialog with the code the sandbox mailed: the isolated mode's whole path,
 * shared by the preview and the dev-server projects. Returns once the frame says created.
 */
export async function payInFrame(page: Page, request: APIRequestContext, p: FramePayment) {
  const box = await mailbox(request, p.sandbox, p.email);
  await recordPartnerPage(page);
  await page.goto(p.pageUrl);
  const frame = page.frameLocator('flexportal-withdrawal iframe');
  await frame.getByLabel('E-mail').fill(p.email);
  await frame.getByLabel('Password').fill(DEMO_PASSWORD);
  await frame.getByRole('button', { name: 'Log in' }).click();

  await expect(frame.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await payWithMailedCode(page, box, { amount: p.amount, payee: p.payee, form: frame });
  return frame;
}
