import { expect, type Page } from '@playwright/test';

/**
 * Searches a list page and waits until the list shows the result: the search is in the
 * URL (so it has been committed, not still waiting for typing to pause) and no reload is
 * in flight. Checks made before that could judge the previous, dimmed rows.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  const search = page.getByLabel('Search', { exact: true });
  await search.fill(text);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
