import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

// The script-tag example's isolated mode against the dev server's portal (StrictMode):
// sign in and pay inside the frame. Umbrella's manager gets e-mailed codes.
const SANDBOX = 'http://127.0.0.1:18083';
const EXAMPLE = 'http://127.0.0.1:15183';

test('the frame withdrawal moves money', async ({ page, request }) => {
  const email = 'kyc@umbrella.test';
  const mails = async () =>
    (
      (await (await request.get(`${SANDBOX}/sandbox/mailbox?email=${email}`)).json()) as {
        data: Array<{ id: number; body: string }>;
      }
    ).data;
  const before = Math.max(0, ...(await mails()).map((m) => m.id));
  await recordPartnerPage(page);
  await page.goto(`${EXAMPLE}/frame-withdrawal.html`);
  const frame = page.frameLocator('flexportal-withdrawal iframe');
  await frame.getByLabel('E-mail').fill(email);
  await frame.getByLabel('Password').fill(DEMO_PASSWORD);
  await frame.getByRole('button', { name: 'Log in' }).click();

  await expect(frame.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();
  await frame.getByLabel('Amount').fill('4.75');
  await frame.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await frame.getByLabel('Sepa (EU , EEA)').check();
  await frame.getByLabel('Company name').fill('Dev Frame Payee SARL');
  await expect(frame.getByText('Total', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Send withdrawal' }).click();

  const dialog = frame.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const newest = (await mails()).find((m) => m.id > before);
      code = /(\d{6})/.exec(newest?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  await expect(frame.getByText(/^Withdrawal .+ created \(progress\)\./)).toBeVisible();
  await expect.poll(async () => (await partnerRecords(page)).submitted).toHaveLength(1);
  expect((await partnerRecords(page)).submitted[0]).toMatchObject({
    amount: '4.75',
    currency: 'EUR',
    status: 'progress',
  });
});
