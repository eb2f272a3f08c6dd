import { expect, test } from '@playwright/test';
import { login } from '../support/login.js';
import { local, PORTS } from '../support/ports.js';

test('a visitor gets a guest chat sign-in without logging in, then signs in to chat as themselves (PP-2.1-09, AC-1-08)', async ({
  page,
}) => {
  await page.goto('/rocket-chat/auth');
  await expect(page).toHaveURL(/\/rocket-chat\/auth$/);
  await expect(page.getByRole('heading', { name: 'Chat sign-in' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your chat sign-in is ready.',
  );
  const guestToken = await page.getByTestId('chat-token').textContent();
  expect(guestToken).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText('You will chat as a guest.')).toBeVisible();

  const signIn = page.getByRole('main').getByRole('link', { name: 'Login' });
  await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Frocket-chat%2Fauth');
  await login(page, 'solo@individual.test', '/login?redirect=%2Frocket-chat%2Fauth');
  await expect(page).toHaveURL(/\/rocket-chat\/auth$/);
  // Signed in, the token is the HMAC-SHA256 of user and session under the chat secret (R16.5).
  await expect(page.getByTestId('chat-token')).toHaveText(/^[0-9a-f]{64}$/);
  expect(await page.getByTestId('chat-token').textContent()).not.toBe(guestToken);
  await expect(page.getByText('You will chat as a guest.')).toHaveCount(0);
});

test('/login?oauth_code= signs in with the one-time code, and a used code leaves the form with a message (PP-2.1-02)', async ({
  page,
}) => {
  const minted = await page.request.post(`${local(PORTS.sandbox)}/sandbox/oauth-code`, {
    data: { email: 'solo@individual.test' },
  });
  const { code } = (await minted.json()).data as { code: string };
  await page.goto(`/login?oauth_code=${code}`);
  await expect(page).toHaveURL(/\/manager$/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?oauth_code=${code}`);
  await expect(page.getByRole('alert')).toHaveText(/This sign-in link is invalid or has expired/);
  await expect(page.getByLabel('E-mail')).toBeVisible();
});
