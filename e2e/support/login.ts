import { expect, type Page } from '@playwright/test';

/** Password of every demo login (packages/sandbox DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'Sandbox#2026';

/** Signs in through the login page, as a person would, and waits to leave it. */
export async function login(page: Page, email: string, target = '/login'): Promise<void> {
  await page.goto(target);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
