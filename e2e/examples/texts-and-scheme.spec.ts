import { expect, test } from '@playwright/test';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

// examples/script-tag/texts-and-scheme.html: the partner's own texts (FlexportalConfig),
// one element's language switched at run time, data-theme="auto" following the page.
test("a partner's texts, a live language switch and the page's scheme keep what was typed", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await recordPartnerPage(page);
  await page.goto('/texts-and-scheme.html');
  const widget = page.locator('flexportal-withdrawal');
  const submit = widget.locator('button[type="submit"]');
  await expect(submit).toHaveText('Sign in to pay');
  const email = widget.getByLabel('E-mail');
  await email.fill('typed@example.com');

  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(submit).toHaveText('Anmelden und zahlen');
  await expect(widget.getByLabel('E-Mail')).toHaveValue('typed@example.com');

  const bg = () => widget.evaluate((el) => getComputedStyle(el).getPropertyValue('--fp-bg').trim());
  expect(await bg()).toBe('');
  await page.getByRole('button', { name: 'Dark page' }).click();
  await expect.poll(bg).toBe('#1b1f23');
  // The partner's primary stays over the dark scheme; nothing remounted.
  expect(
    await widget.evaluate((el) => getComputedStyle(el).getPropertyValue('--fp-primary').trim()),
  ).toBe('#7b2cbf');
  await expect(widget.getByLabel('E-Mail')).toHaveValue('typed@example.com');
  await page.getByRole('button', { name: 'Light page' }).click();
  await expect.poll(bg).toBe('');

  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});

test('a theme whose text contrasts under 4.5:1 is refused: default colours, an error, theme-error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The same page, its loader tag given a grey text on white (2.85:1).
  await page.route('**/texts-and-scheme.html', async (route) => {
    const response = await route.fetch();
    // The loader's tag (the page's comment names data-theme="auto" too): its primary stays,
    // refused with the rest.
    const html = (await response.text()).replace(
      /data-theme="auto"(\s+data-theme-primary)/,
      'data-theme="light" data-theme-fg="#999999" data-theme-bg="#ffffff"$1',
    );
    await route.fulfill({ response, body: html });
  });
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    (window as unknown as { __themeErrors: unknown[] }).__themeErrors = heard;
    document.addEventListener('theme-error', (e) => heard.push((e as CustomEvent).detail));
  });
  await page.goto('/texts-and-scheme.html');
  const widget = page.locator('flexportal-withdrawal');
  await expect(widget.locator('button[type="submit"]')).toHaveText('Sign in to pay');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __themeErrors: unknown[] }).__themeErrors),
    )
    .toEqual([{ fg: '#999999', bg: '#ffffff', ratio: 2.85 }]);
  expect(
    await widget.evaluate((el) => getComputedStyle(el).getPropertyValue('--fp-primary').trim()),
  ).toBe('');
  expect(errors).toEqual([expect.stringContaining('[flexportal] theme refused')]);
});
