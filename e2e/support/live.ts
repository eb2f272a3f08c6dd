import { expect, type Page } from '@playwright/test';

/**
 * Waits until the portal's live channel reports 'connected', which the core sets only once
 * the company's private channel is subscribed too: an event published before that is not
 * delivered, so a test that pushes one (an upload elsewhere, a support answer) waits here.
 */
export async function expectLiveUp(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.locator('[data-live-status]')).toHaveAttribute(
    'data-live-status',
    'connected',
    { timeout },
  );
}
