import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiGet, apiToken } from '../support/api.js';
import { useScheme } from '../support/axe.js';
import { scrollsSideways } from '../support/keyPages.js';
import { signInByApi } from '../support/session.js';

// Issue 20: the support screens at a phone's and a laptop's width, light and dark, with
// Acme's seeded notifications (one of each type) and its answered ticket. Every run takes
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
