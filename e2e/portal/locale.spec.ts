import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('switching the language changes the portal and widget texts, and the choice survives a reload', async ({
  page,
}) => {
  await login(page, 'solo@individual.test');
  const switcher = page.getByRole('combobox', { name: 'Language' });
  await switcher.selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Start' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page).toHaveTitle('Flexportal Sandbox - Übersicht');
  // Numbers follow the language too: the live rate in German writing (decimal comma).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^1 EUR = / })
      .first(),
  ).toHaveText(/^1 EUR = 1,\d+ USD$/);
  await page.reload();
  await expect(
    page
      .getByRole('heading', { name: 'Übersicht' })
      .or(page.getByRole('heading', { name: 'Dashboard' })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  for (const [code, logout] of [
    ['es', 'Cerrar sesión'],
    ['ja', 'ログアウト'],
    ['fr', 'Se déconnecter'],
    ['en', 'Logout'],
  ] as const) {
    await page.getByRole('combobox').first().selectOption(code);
    await expect(page.getByRole('button', { name: logout })).toBeVisible();
  }
});
