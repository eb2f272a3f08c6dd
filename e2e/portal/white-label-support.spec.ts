import { expect, test } from '@playwright/test';

// PP-1-06, AC-1-03: the white label's support e-mail is used: the frame's footer links it.
test('the frame links the white label support e-mail', async ({ page }) => {
  await page.goto('/login');
  const link = page.getByRole('contentinfo').getByRole('link');
  await expect(link).toHaveAttribute('href', /^mailto:[^?,\s]+@[^?,\s]+$/);
  await expect(link).toHaveText((await link.getAttribute('href'))?.slice('mailto:'.length) ?? '');
});
