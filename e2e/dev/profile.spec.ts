import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { DEMO_PASSWORD } from '../support/login.js';
import { registerManager } from '../support/register.js';

// My Profile on the dev server (React StrictMode), for a manager registered here, so no demo
// user's name, picture or password changes: the name survives a reload, a picture is shown
// once uploaded, and after a password change only the new password signs in.

const NEW_PASSWORD = 'Profile#2027';
/** A real 1×1 PNG (the sandbox checks the content, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const slow = { timeout: 15_000 };

/** A manager and company registered through the API, as the registration page would. */
const freshManager = async (request: APIRequestContext) =>
  (
    await registerManager(request, 'profile', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines',
      legal_type: 'company',
    })
  ).email;

/** Signs in through the login form with `password`. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const form = (page: Page, name: string) => page.getByRole('form', { name });

test('a manager changes name, picture and password; only the new password signs in', async ({
  page,
}) => {
  // Three jobs and four sign-ins on the dev server, which compiles each module at its first
  // request: the run's default 30 s ran out in a fresh clone (32 s, every step passing).
  test.setTimeout(120_000);
  const email = await freshManager(page.request);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, slow);
  await page.goto('/manager/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible(slow);

  // Name: what GET profile holds fills the form; a save is said, and a reload shows it.
  const names = form(page, 'Your name');
  await expect(names.getByLabel('First name')).toHaveValue('Ada', slow);
  await expect(names.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(names).toContainText(email);
  await names.getByLabel('First name').fill('  ');
  await names.getByRole('button', { name: 'Save name' }).click();
  await expect(names.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(names).toContainText('Enter your first name.');
  await names.getByLabel('First name').fill('Grace');
  await names.getByLabel('Last name').fill('Hopper');
  await names.getByRole('button', { name: 'Save name' }).click();
  await expect(names.getByRole('status')).toHaveText('Your name is saved.');
  await expect(names.getByLabel('First name')).toHaveValue('Grace');
  await page.reload();
  await expect(form(page, 'Your name').getByLabel('First name')).toHaveValue('Grace', slow);
  await expect(form(page, 'Your name').getByLabel('Last name')).toHaveValue('Hopper');

  // Picture: initials until one is uploaded; a file that is no picture is refused before
  // sending; a PNG is shown once the server stored it, and after a reload.
  const picture = form(page, 'Profile picture');
  await expect(picture.getByRole('img', { name: 'Your profile picture' })).toHaveText('GH');
  await picture.getByLabel('Choose a picture').setInputFiles({
    name: 'me.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(picture).toContainText('The picture must be a PNG, JPEG or WebP image.');
  await expect(picture.getByRole('img', { name: 'Your profile picture' })).toHaveText('GH');
  await picture
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(picture.getByRole('status')).toHaveText('Your picture is updated.', slow);
  const avatar = picture.getByRole('img', { name: 'Your profile picture' });
  await expect(avatar).toHaveAttribute('src', `data:image/png;base64,${PNG.toString('base64')}`);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.reload();
  await expect(
    form(page, 'Profile picture').getByRole('img', { name: 'Your profile picture' }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/, slow);

  // Password: a wrong current password is said beside it and the input kept; the right one
  // changes it, and this session goes on with the token the answer carried.
  const password = form(page, 'Change password');
  await password.getByLabel('Current password').fill('Not#the1password');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toContainText('Your current password is not correct.');
  await expect(password.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await password.getByLabel('Current password').fill(DEMO_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText(
    'Your password is changed. Your other sessions are signed out.',
    slow,
  );
  await expect(password.getByLabel('Current password')).toHaveValue('');
  await page.reload();
  await expect(form(page, 'Your name').getByLabel('First name')).toHaveValue('Grace', slow);

  // Sign out; the old password no longer signs in, the new one does.
  await page
    .getByRole('navigation', { name: 'User menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible(slow);
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, slow);
  await page.goto('/manager/profile');
  await expect(form(page, 'Your name').getByLabel('First name')).toHaveValue('Grace', slow);
});

// The page at a phone's and a laptop's width, light and dark: no sideways scroll, no serious
// axe issue, the code field no wider than its six digits. `SCREENSHOTS=1` writes the
// pictures to docs/screenshots/ (else the test's output).
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots') : null;
for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`${size.width} px, ${scheme}: My Profile fits and reads`, async ({ page }, info) => {
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      const email = await freshManager(page.request);
      await signIn(page, email, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/, slow);
      await page.goto('/manager/profile');
      await expect(form(page, 'Your name').getByLabel('First name')).toHaveValue('Ada', slow);
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      const code = page.getByLabel('Code from the app');
      await expect(code).toBeVisible(slow);
      const width = await code.evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeLessThan(160);
      expect(width).toBeGreaterThan(60);
      expect(await scrollsSideways(page)).toBe(false);
      await expectAccessible(page, `profile ${size.width} ${scheme}`);
      const file = `profile-${size.width}-${scheme}.png`;
      await page.screenshot({
        path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file),
        fullPage: true,
      });
    });
  }
}
