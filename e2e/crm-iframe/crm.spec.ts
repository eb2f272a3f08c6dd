import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';

const EMAIL = 'reader@acme.test';

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

test('a CRM host frames the portal and receives its context, never its token (AC-1-10, AC-1-11)', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await recordPartnerPage(page);
  const hostRequests: string[] = [];
  page.on('request', (r) => {
    if (r.frame() === page.mainFrame()) hostRequests.push(r.url());
  });

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("connect-src 'none'");
  const iframe = page.locator('#portal iframe');
  const src = new URL((await iframe.getAttribute('src')) ?? '');
  expect(src.searchParams.get('crm_parent')).toBe(new URL(page.url()).origin);
  const portalOrigin = src.origin;

  // Signed out, the portal says so: every field null.
  await expect(page.locator('#signed-in')).toHaveText('Nobody is signed in to the portal');

  // The user signs in inside the frame, as on the portal itself.
  const portal = page.frameLocator('#portal iframe');
  await portal.getByLabel('E-mail').fill(EMAIL);
  await portal.getByLabel('Password').fill(DEMO_PASSWORD);
  await portal.getByRole('button', { name: 'Log in' }).click();

  const login = await request.post(`${portalOrigin}/api/v2/auth/login`, {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  const { user } = (await login.json()).data as { user: { id: number; company: { id: number } } };
  await expect(field(page, 'user_email')).toHaveText(EMAIL);
  await expect(field(page, 'user_id')).toHaveText(String(user.id));
  await expect(field(page, 'organization_id')).toHaveText(String(user.company.id));
  await expect(field(page, 'domain')).toHaveText(src.hostname);
  await expect(field(page, 'user_zuid')).toHaveText('—');

  // The token lives on the portal's origin only: not in the host's DOM or storage.
  const frame = page.frames().find((f) => f.url().startsWith(portalOrigin));
  const stored = (await frame?.evaluate(() => localStorage.getItem('flexportal.jwt'))) ?? '{}';
  const token = (JSON.parse(stored) as { access_token?: string }).access_token ?? '';
  expect(token.length).toBeGreaterThan(20);
  const host = await page.evaluate(() => ({
    markup: document.documentElement.outerHTML,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  expect(host.markup).not.toContain(token);
  expect(host.local).not.toContain(token);
  expect(host.session).not.toContain(token);

  // Signing out inside the frame is posted too.
  await portal.getByRole('button', { name: 'Logout' }).click();
  await expect(page.locator('#signed-in')).toHaveText('Nobody is signed in to the portal');
  await expect(field(page, 'user_email')).toHaveText('—');

  // Messages, not the network: the host page fetched only its own page and files.
  const origin = new URL(page.url()).origin;
  expect(hostRequests.filter((u) => !u.startsWith(origin) && !u.startsWith(portalOrigin))).toEqual(
    [],
  );
  expect((await partnerRecords(page)).csp).toEqual([]);
  expect(errors).toEqual([]);
});

test('R10: context messages from a wrong origin, another window or malformed are ignored', async ({
  page,
}) => {
  await page.goto('/');
  const portal = page.frameLocator('#portal iframe');
  await portal.getByLabel('E-mail').fill(EMAIL);
  await portal.getByLabel('Password').fill(DEMO_PASSWORD);
  await portal.getByRole('button', { name: 'Log in' }).click();
  await expect(field(page, 'user_email')).toHaveText(EMAIL);

  const seen = Number(await page.locator('#seen').textContent());
  const accepted = await page.locator('#accepted').textContent();
  const forged = {
    protocol: 'flexportal',
    v: 1,
    type: 'context',
    context: {
      user_id: '666',
      user_zuid: null,
      user_email: 'mallory@evil.test',
      domain: 'evil.test',
      organization_id: '666',
    },
  };

  // 1. Another origin (localhost is not 127.0.0.1), from a window this page opened.
  const port = new URL(page.url()).port;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => {
      window.open(url);
    }, `http://localhost:${port}/elsewhere`),
  ]);
  await popup.waitForLoadState();
  await popup.evaluate((data) => window.opener.postMessage(data, '*'), forged);
  // 2. The host's own origin and window.
  await page.evaluate((data) => window.postMessage(data, '*'), forged);
  // 3. The right frame, but not a valid message (a field of the wrong type).
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await frame?.evaluate(
    (data) =>
      window.parent.postMessage({ ...data, context: { ...data.context, user_id: 666 } }, '*'),
    forged,
  );

  // All three reached the window; none was taken.
  await expect(page.locator('#seen')).toHaveText(String(seen + 3));
  await expect(page.locator('#accepted')).toHaveText(accepted ?? '');
  await expect(field(page, 'user_email')).toHaveText(EMAIL);
  await expect(page.getByText('mallory@evil.test')).toHaveCount(0);
});

test("a host without a portal URL gets the error 'Url missing' (AC-1-12)", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#portal iframe')).toHaveCount(1);
  await page.getByRole('button', { name: 'Connect without a URL' }).click();
  await expect(page.locator('#error')).toHaveText('Url missing');
  await expect(page.locator('#portal iframe')).toHaveCount(1);
});

test("the host's language and colour reach the framed portal, and the user's own language stays", async ({
  page,
}) => {
  await page.goto('/');
  const portal = page.frameLocator('#portal iframe');
  await expect(portal.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.getByLabel('Portal language').selectOption('de');
  await expect(portal.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(portal.getByLabel('E-Mail')).toBeVisible();

  await page.getByLabel('Brand colour').fill('#aa3300');
  // The portal's frame (its address loses the query once it routes to the login page).
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await expect
    .poll(() =>
      frame?.evaluate(() => document.documentElement.style.getPropertyValue('--fp-primary').trim()),
    )
    .toBe('#aa3300');
  // The host's choice is for this visit: the language the user keeps is not replaced.
  expect(await frame?.evaluate(() => localStorage.getItem('flexportal.locale'))).toBeNull();
});
