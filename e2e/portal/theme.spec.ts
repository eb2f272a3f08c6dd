import { expect, test } from '@playwright/test';
import { useScheme } from '../support/axe.js';
import { contrast } from '../support/contrast.js';
import { searchList } from '../support/list.js';
import { login } from '../support/login.js';

// Issue 28: what axe cannot judge, checked on the computed colours. The impersonation
// banner's "Back To Admin" was 1.3:1 on dark, the focus ring 2.4:1 on the dark background.
for (const scheme of ['dark', 'light'] as const) {
  test(`${scheme}: the impersonation banner's button and the focus ring keep their contrast`, async ({
    page,
  }) => {
    await useScheme(page, scheme);
    await login(page, 'admin@flexportal.test');
    await page.goto('/admin/users');
    await searchList(page, 'acme');
    await page
      .getByRole('row', { name: /manager@acme\.test/ })
      .getByRole('button', { name: 'Log in as manager@acme.test' })
      .click();
    const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
    const back = banner.getByRole('button', { name: 'Back To Admin' });
    await expect(back).toBeVisible();
    const bannerBg = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    const text = await back.evaluate((el) => getComputedStyle(el).color);
    expect(contrast(text, bannerBg)).toBeGreaterThanOrEqual(4.5);
    // A keyboard user's focus ring, on the banner and on the page (WCAG 1.4.11: 3:1).
    await page.keyboard.press('Tab');
    await back.focus();
    const ring = await back.evaluate((el) => getComputedStyle(el).outlineColor);
    expect(contrast(ring, bannerBg)).toBeGreaterThanOrEqual(3);
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first();
    await link.focus();
    const pageBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const linkRing = await link.evaluate((el) => getComputedStyle(el).outlineColor);
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    expect(contrast(linkRing, pageBg)).toBeGreaterThanOrEqual(3);
  });
}
