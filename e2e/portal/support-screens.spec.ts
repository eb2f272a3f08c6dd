import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { signInByApi } from '../support/session.js';

// Issue 20: the support screens at a phone's and a laptop's width, light and dark, with
// Acme's seeded notifications (one of each type) and its answered ticket; the
// administrator's announcement screens with a draft of their own (managers never see it). Every run takes
// the screenshots (into the test's output); `SCREENSHOTS=1` writes them to
// docs/screenshots/support/.
const SHOTS = process.env.SCREENSHOTS ? path.resolve('docs/screenshots/support') : null;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${size.width} px, ${scheme}: notifications, the top bar, tickets and a ticket fit the width`, async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const token = await apiToken(request, 'manager@acme.test');
      const tickets = await apiGet<Array<{ id: number }>>(request, token, 'manager/tickets');
      const shot = (name: string) => {
        const file = `${name}-${size.width}-${scheme}.png`;
        return page.screenshot({ path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file) });
      };
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, 'manager@acme.test');

      await page.goto('/manager/notifications');
      await expect(page.getByRole('heading', { name: 'Negative balance' }).first()).toBeVisible({
        timeout: 20_000,
      });
      expect(await scrollsSideways(page), 'notifications scroll sideways').toBe(false);
      await shot('notifications');

      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await expect(page.getByRole('link', { name: 'See all notifications' })).toBeVisible();
      await shot('top-bar');

      await page.goto('/manager/support/tickets/list');
      await expect(page.getByRole('link', { name: /Statement for September/ })).toBeVisible({
        timeout: 20_000,
      });
      expect(await scrollsSideways(page), 'tickets scroll sideways').toBe(false);
      await shot('tickets');

      await page.goto(`/manager/support/tickets/${tickets.data.at(-1)?.id}`);
      await expect(page.getByText('Of course: you will find it under Reports')).toBeVisible({
        timeout: 20_000,
      });
      expect(await scrollsSideways(page), 'the ticket scrolls sideways').toBe(false);
      await shot('ticket');
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${size.width} px, ${scheme}: the administrator's announcements, a new one and one fit the width`, async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const token = await apiToken(request, 'admin@flexportal.test');
      const headers = { Authorization: `Bearer ${token}` };
      const made = await request.post('/api/v2/a/announcements', {
        headers,
        data: {
          title: `Screenshot draft: <b>longer</b> title ${size.width} ${scheme} ${Date.now()}`,
          message: `A draft with a long word ${'x'.repeat(80)} and <i>italics</i>.\nSecond line.`,
          published: false,
        },
      });
      expect(made.status()).toBe(201);
      const { id } = (await made.json()).data as { id: number };
      const shot = (name: string) => {
        const file = `${name}-${size.width}-${scheme}.png`;
        return page.screenshot({ path: SHOTS ? path.join(SHOTS, file) : info.outputPath(file) });
      };
      await page.setViewportSize(size);
      await useScheme(page, scheme);
      await signInByApi(page, 'admin@flexportal.test');
      try {
        await page.goto('/admin/announcements');
        await expect(page.getByRole('link', { name: /Screenshot draft/ }).first()).toBeVisible({
          timeout: 20_000,
        });
        expect(await scrollsSideways(page), 'announcements scroll sideways').toBe(false);
        await shot('admin-announcements');

        await page.goto('/admin/announcements/create');
        await expect(page.getByRole('button', { name: 'Create announcement' })).toBeVisible({
          timeout: 20_000,
        });
        // The refused empty form, errors beside the fields.
        await page.getByRole('button', { name: 'Create announcement' }).click();
        await expect(page.getByText('The title field is required.')).toBeVisible();
        expect(await scrollsSideways(page), 'a new announcement scrolls sideways').toBe(false);
        await shot('admin-announcement-create');

        await page.goto(`/admin/announcements/${id}`);
        await expect(page.getByText('Draft (managers do not see it)')).toBeVisible({
          timeout: 20_000,
        });
        expect(await scrollsSideways(page), 'an announcement scrolls sideways').toBe(false);
        await shot('admin-announcement');
      } finally {
        await request.delete(`/api/v2/a/announcements/${id}`, { headers });
      }
    });
  }
}
