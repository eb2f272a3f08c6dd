import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { searchList } from '../support/list.js';
import { expectLiveUp } from '../support/live.js';
import { login } from '../support/login.js';
import { local, PORTS } from '../support/ports.js';

// Issue 7: Globex's manager switches the default account and back (no code needed); the
// individual solo@individual.test creates, edits, pays and deletes a beneficiary. Solo gets
// e-mailed codes (the payment is approved from the mail, issue 27), so this payment does not compete with the specs spending the demo
// authenticator's single-use codes (Acme's and Globex's) at the same moment.
const EMAIL = 'manager@globex.test';
const SOLO = 'solo@individual.test';
const SANDBOX = local(PORTS.sandbox);

/**
 * The approve link of the newest mail the sandbox sent to solo (the dev mailbox) after
 * mail `after`: the path the mailbox's owner opens to let the asking browser fill the code.
 */
async function approveLink(request: APIRequestContext, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${SANDBOX}/sandbox/mailbox?email=${SOLO}`);
      const mail = (await res.json()) as { data: Array<{ body: string; id: number }> };
      const newest = mail.data.find((m) => m.id > after);
      link = /(\/api\/v2\/otp\/approve\/[\w-]+)/.exec(newest?.body ?? '')?.[1] ?? '';
      return link;
    })
    .toMatch(/^\/api\/v2\/otp\/approve\//);
  return link;
}

/** Id of the newest mail so far, so the next code is told apart from older ones. */
async function lastMailId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${SANDBOX}/sandbox/mailbox?email=${SOLO}`);
  const mail = (await res.json()) as { data: Array<{ id: number }> };
  return Math.max(0, ...mail.data.map((m) => m.id));
}

test('switches the default account and back', async ({ page }) => {
  await login(page, EMAIL);
  await page.goto('/manager/accounts/fiat');
  const usd = page.getByRole('row', { name: /Globex USD\b/ });
  await expect(usd).toBeVisible();
  await expectAccessible(page, 'accounts');
  await usd.getByRole('button', { name: /Make .* the default account/ }).click();
  await expect(page.getByText('Globex USD is now the default account.')).toBeVisible();
  await expect(usd.getByRole('button', { name: /Make .* the default account/ })).toHaveCount(0);
  // Back to EUR, which the withdrawal below starts from.
  const eur = page.getByRole('row', { name: /Globex EUR/ });
  await eur.getByRole('button', { name: /Make .* the default account/ }).click();
  await expect(eur.getByRole('button', { name: /Make .* the default account/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Crypto' }).click();
  await expect(page).toHaveURL(/\/manager\/accounts\/crypto$/);
});

test('creates, edits, pays and deletes a beneficiary', async ({ page }) => {
  const company = `Initrode ${Date.now()}`;
  // An amount of this second, one of 900 that repeat only every 15 minutes (units from the
  // second mod 90, cents mod 100), so a rerun against the same server is not held up by the
  // duplicate check (5 minutes, bypass_duplicate_check) against the run before.
  const second = Math.floor(Date.now() / 1000);
  const amount = `${10 + (second % 90)}.${String(second % 100).padStart(2, '0')}`;
  await login(page, SOLO);
  await page.goto('/manager/transaction-agents');
  await page.getByRole('link', { name: 'New beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents\/create$/);
  await page.getByLabel('Company name', { exact: true }).fill(company);
  await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('SWIFT code', { exact: true }).fill('COBADEFFXXX');
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);

  await searchList(page, company);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'beneficiaries list');
  await row.getByRole('link', { name: company, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit beneficiary' })).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Frankfurt');
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);

  // Pay it: the withdrawal opens with the payee filled in (PP-2.4 `ag`).
  await searchList(page, company);
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByRole('link', { name: `Pay ${company}` })
    .click();
  await expect(page).toHaveURL(/\/manager\/payments\/withdrawal\/create\?ag=\d+/);
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(company);
  await expect(page.getByLabel('IBAN', { exact: true })).toHaveValue('DE89370400440532013000');
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Sepa (EU , EEA)', { exact: true }).check();
  // The code is not typed: opening the mail's approve link lets this browser fill it by
  // itself (PP-4.3-08: the announce channel's auth-code event, sealed for this browser; R15.1).
  await expectLiveUp(page);
  const before = await lastMailId(page.request);
  await page.getByRole('button', { name: 'Send withdrawal' }).click();
  await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeVisible();
  const link = await approveLink(page.request, before);
  expect((await page.request.get(`${SANDBOX}${link}`)).status()).toBe(200);
  await expect(page.getByText(/^Withdrawal (.+) created \(progress\)\./)).toBeVisible();

  await page.goto('/manager/transaction-agents');
  await searchList(page, company);
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByRole('link', { name: company, exact: true })
    .click();
  await page.getByRole('button', { name: 'Delete beneficiary' }).click();
  await page
    .getByRole('dialog', { name: 'Delete beneficiary' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/manager\/transaction-agents$/);
  await searchList(page, company);
  await expect(page.getByText('No beneficiaries found.')).toBeVisible();
});
