import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';

test('the chat sign-in asks a visitor to log in, then shows the chat token (PP-2.1-09, PP-7.2-12)', async ({
  page,
}) => {
  await page.goto('/rocket-chat/auth');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frocket-chat%2Fauth$/);
  await login(page, 'solo@individual.test', page.url());
  await expect(page).toHaveURL(/\/rocket-chat\/auth$/);
  await expect(page.getByRole('heading', { name: 'Chat sign-in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your chat sign-in is ready.',
  );
  await expect(page.getByTestId('chat-token')).toHaveText(/^[0-9a-f]{32}$/);
});
