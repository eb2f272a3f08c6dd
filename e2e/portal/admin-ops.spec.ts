import { expect, test } from '@playwright/test';
import { apiToken } from '../support/api.js';
import { DEMO_PASSWORD } from '../support/login.js';
import { signInByApi } from '../support/session.js';

// Issue 23, administrator operations. Each test makes the data it changes its own: the
// checkpoint is the reader's sign-in from a browser (User-Agent) no other test uses, so
// blocking it refuses nobody else's sign-in, and it is unblocked again at the end.

test('an administrator blocks a sign-in checkpoint and that sign-in is refused (AC-7admin-09)', async ({
  page,
  request,
}) => {
  const browser = `OpsCheckpoint/${Date.now()}-${test.info().workerIndex}`;
  const signIn = () =>
    request.post('/api/v2/auth/login', {
      data: { email: 'reader@acme.test', password: DEMO_PASSWORD },
      headers: { 'User-Agent': browser },
    });
  expect((await signIn()).status()).toBe(200);

  await signInByApi(page, 'admin@flexportal.test');
  await page.goto('/admin/auth-checkpoints');
  const list = page.getByRole('region', { name: 'Auth checkpoints' });
  await list.getByLabel('Search by IP, browser or e-mail').fill(browser);
  const row = list.getByRole('row').filter({ hasText: browser });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('reader@acme.test')).toBeVisible();
  try {
    await row.getByRole('button', { name: /^Block / }).click();
    await expect(row.getByText('Blocked')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Checkpoint blocked' })).toBeVisible();
    const refused = await signIn();
    expect(refused.status()).toBe(403);

    await row.getByRole('button', { name: /^Unblock / }).click();
    await expect(row.getByText('Active')).toBeVisible();
    expect((await signIn()).status()).toBe(200);
  } finally {
    // Restore the state even when an assertion above failed half-way.
    const token = await apiToken(request, 'admin@flexportal.test');
    const headers = { Authorization: `Bearer ${token}` };
    const found = await request.get(
      `/api/v2/a/auth-checkpoints?status=blocked&search=${encodeURIComponent(browser)}`,
      { headers },
    );
    for (const cp of (await found.json()).data as { id: number }[])
      await request.put(`/api/v2/a/auth-checkpoints/${cp.id}/status`, { headers });
  }
});
