import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { local, PORTS } from '../support/ports.js';

test('a new manager registers, lands on the profile (company not enabled yet), and approves the e-mail', async ({
  page,
  request,
}) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto('/registration');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Repeat the password').fill('something else');
  await page.getByRole('button', { name: 'Create the account' }).click();
  // The portal's sentence for the refused password, never the server's words (issue 38).
  await expect(
    page.getByText(
      'The password was not accepted: both entries must match, and it must meet the rules shown.',
    ),
  ).toBeVisible();
  // Nothing typed is lost after a refused submit.
  await expect(page.getByLabel('Company name')).toHaveValue('Analytical Engines Ltd');
  await page.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page).toHaveURL(/\/manager\/profile$/);

  const mail = (await (
    await request.get(`${local(PORTS.sandbox)}/sandbox/mailbox?email=${email}`)
  ).json()) as {
    data: Array<{ body: string }>;
  };
  const link = /\/u\/email\/\S+/.exec(mail.data[0]?.body ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link ?? '/');
  await expect(page.getByRole('heading', { name: 'Approve e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).not.toHaveText('');
});
