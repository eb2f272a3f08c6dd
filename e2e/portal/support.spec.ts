import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { expectLiveUp } from '../support/live.js';
import { postAs } from '../support/mailbox.js';
import { signInByApi } from '../support/session.js';

// Issue 20, with Globex (two-factor, no seeded notifications or tickets): a ticket with an
// attachment, support's answer arriving live, a reply and the file's download; a real event
// (money in without a source of funds) arriving live in the top bar, its action resolving
// it; purge asked first; an announcement an administrator publishes in /admin/announcements
// reaching the dashboard without a reload, then edited and deleted there.
const EMAIL = 'manager@globex.test';
const ADMIN = 'admin@flexportal.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const slow = { timeout: 20_000 };

test('a ticket with an attachment, support answers live, reply and download', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, ADMIN);
  await signInByApi(page, EMAIL);
  await page.goto('/manager/support/tickets/list');
  const subject = `Card top-up failed ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('The statement is attached.');
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Open ticket' }),
  });
  await form.getByRole('combobox', { name: 'Priority' }).selectOption('15');
  await page
    .getByLabel('Attachments')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Open ticket' }).click();
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`${subject}$`) })).toBeVisible(slow);
  await expectLiveUp(page);

  const id = Number(/\/tickets\/(\d+)$/.exec(page.url())?.[1]);
  await postAs(request, admin, `a/tickets/${id}/reply`, { message: 'We are on it.' });
  await expect(page.getByText('We are on it.')).toBeVisible(slow);
  await expect(page.getByText('Answered')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Thank you!')).toBeVisible(slow);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('statement.pdf');
  expect(await readFile(await file.path())).toEqual(PDF);
});

test('a real event arrives live in the top bar, its action resolves it; purge asks first', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, ADMIN);
  const manager = await apiToken(request, EMAIL);
  const accounts = await apiGet<Array<{ id: number; currency: string }>>(
    request,
    manager,
    'manager/bank-accounts',
  );
  const account = accounts.data.find((a) => a.currency === 'EUR') ?? accounts.data[0];
  await signInByApi(page, EMAIL);
  await page.goto('/manager/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible(slow);
  await expectLiveUp(page);

  const credit = await postAs(
    request,
    admin,
    'a/transactions/credit',
    { bank_account_id: account?.id, amount: '12.50' },
    ADMIN,
  );
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible(slow);
  await bell.click();
  await page.getByRole('link', { name: 'Set source of funds' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/manager/transactions/${credit.id}$`));
  await page.getByLabel('Select source of funds').selectOption('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('updated successfully', slow);
  const left = await apiGet<Array<{ notificationable: { id: number } | null }>>(
    request,
    manager,
    'manager/notifications-related',
  );
  expect(left.data.map((n) => n.notificationable?.id)).not.toContain(credit.id);

  await postAs(
    request,
    admin,
    'a/transactions/credit',
    { bank_account_id: account?.id, amount: '7.00' },
    ADMIN,
  );
  await page.goto('/manager/notifications');
  await expect(page.getByRole('heading', { name: 'Source of funds missing' }).first()).toBeVisible(
    slow,
  );
  await page.getByRole('button', { name: 'Purge all' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are about to purge all notifications. Are you sure?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No notifications.')).toBeVisible(slow);
  expect((await apiGet<unknown[]>(request, manager, 'manager/notifications-related')).data).toEqual(
    [],
  );
});

test('an administrator publishes an announcement in its screens; the dashboard shows it without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, EMAIL);
  await page.goto('/manager');
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible(slow);
  await expectLiveUp(page);

  // The administrator in a browser of their own: /admin/announcements/create.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const title = `Holiday hours ${Date.now().toString(36)}`;
  try {
    await signInByApi(admin, ADMIN);
    await admin.goto('/admin/announcements');
    await expect(admin.getByRole('heading', { name: 'Announcements' })).toBeVisible(slow);
    await admin.getByRole('link', { name: 'New announcement' }).click();
    await expect(admin).toHaveURL(/\/admin\/announcements\/create$/);
    await admin.getByRole('textbox', { name: 'Title' }).fill(title);
    await admin.getByRole('textbox', { name: 'Message' }).fill('Closed on <b>Friday</b>.');
    await expect(admin.getByRole('checkbox', { name: /^Published/ })).toBeChecked();
    await admin.getByRole('button', { name: 'Create announcement' }).click();
    // The new one opens on its own page.
    await expect(admin).toHaveURL(/\/admin\/announcements\/\d+$/, slow);
    await expect(admin.getByRole('heading', { name: title })).toBeVisible(slow);

    // The manager's dashboard, never reloaded, shows it with its bold word as bold.
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(page.getByRole('heading', { name: title })).toBeVisible(slow);
    await expect(item.locator('b')).toHaveText('Friday');

    // Edited in the screen: a new title, still published.
    const edited = `${title} (updated)`;
    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    await admin.getByRole('textbox', { name: 'Title' }).fill(edited);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('Announcement saved.')).toBeVisible(slow);
    await expect(admin.getByRole('heading', { name: edited })).toBeVisible();
    await admin.reload();
    await expect(admin.getByRole('heading', { name: edited })).toBeVisible(slow);

    // Deleted after the confirmation: No keeps it, Yes removes it and opens the list.
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete announcement' });
    await expect(
      dialog.getByText('You are about to delete this announcement. Are you sure?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(admin).toHaveURL(/\/admin\/announcements$/, slow);
    await expect(admin.getByRole('heading', { name: 'Announcements' })).toBeVisible(slow);
    await expect(admin.getByRole('link', { name: edited })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
  // The manager's next visit no longer shows it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible(slow);
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
