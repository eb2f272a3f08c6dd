import { expect, test } from '@playwright/test';
import { payInFrame } from '../support/frameWithdrawal.js';
import { partnerRecords } from '../support/partnerPage.js';
import { local, PORTS } from '../support/ports.js';

// The script-tag example's isolated mode against the dev server's portal (StrictMode):
// sign in and pay inside the frame. Umbrella's manager gets e-mailed codes.
const SANDBOX = local(PORTS.devSandbox);
const EXAMPLE = local(PORTS.devExample);

test('the frame withdrawal moves money', async ({ page, request }) => {
  await payInFrame(page, request, {
    pageUrl: `${EXAMPLE}/frame-withdrawal.html`,
    sandbox: SANDBOX,
    email: 'kyc@umbrella.test',
    amount: '4.75',
    payee: 'Dev Frame Payee SARL',
  });
  await expect.poll(async () => (await partnerRecords(page)).submitted).toHaveLength(1);
  expect((await partnerRecords(page)).submitted[0]).toMatchObject({
    amount: '4.75',
    currency: 'EUR',
    status: 'progress',
  });
});
