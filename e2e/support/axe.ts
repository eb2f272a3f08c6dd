import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Storage key of the portal's colour scheme (portal/src/app/theme/portalTheme.ts SCHEME_KEY). */
const SCHEME_KEY = 'flexportal.color_schema';

/** What {@link axeIssues} found on one page: every issue, and the serious or critical ones. */
export interface AxeResult {
  total: number;
  bad: string[];
}

/**
 * Runs axe (WCAG 2 A/AA, 2.1 AA) on the page once it has settled; serious and critical
 * issues are listed. A list reloading (`aria-busy`) dims its rows for that moment: the
 * settled screen is what is judged, so the check waits for it, and runs again when a
 * reload began while axe was reading (a live update from a test in another worker, a
 * search committing).
 */
async function axeIssues(page: Page): Promise<AxeResult> {
  for (let attempt = 1; ; attempt++) {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(watchBusy);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const busy = await page.evaluate(() => (window as BusyWatch).__fpBusySeen === true);
    if (busy && attempt < 3) continue;
    const bad = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    return { total: violations.length, bad };
  }
}

type BusyWatch = Window & { __fpBusySeen?: boolean; __fpBusyWatch?: MutationObserver };

/** In the page: notes whether anything turns `aria-busy="true"` from now on. */
function watchBusy(): void {
  const w = window as BusyWatch;
  w.__fpBusyWatch?.disconnect();
  w.__fpBusySeen = false;
  const busy = (n: Node) =>
    n instanceof Element && n.matches('[aria-busy="true"], [aria-busy="true"] *');
  w.__fpBusyWatch = new MutationObserver((records) => {
    if (records.some((r) => busy(r.target) || [...r.addedNodes].some(busy))) w.__fpBusySeen = true;
  });
  w.__fpBusyWatch.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

/** Runs axe (WCAG 2 A/AA, 2.1 AA) on the page and fails on any serious or critical issue (R14). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { total, bad } = await axeIssues(page);
  console.log(`axe ${label}: ${total} issue(s), ${bad.length} serious or critical`);
  expect(bad, label).toEqual([]);
}

/**
 * Opens every later page of this `page` in the given scheme: the portal's kept choice and
 * the media feature (embedded screens follow the system's).
 */
export async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [SCHEME_KEY, scheme],
  );
}

/**
 * Collects axe results state by state without stopping at the first failure, so one run
 * reports every screen; `finish` prints the R14 figure and fails when any state had a
 * serious or critical issue, or when fewer states ran than expected.
 */
export function axeTally(label: string) {
  const failures: string[] = [];
  let checked = 0;
  return {
    /** Checks the page as it is now, under `state`. */
    async check(page: Page, state: string): Promise<void> {
      const { total, bad } = await axeIssues(page);
      checked++;
      console.log(`axe ${label} ${state}: ${total} issue(s), ${bad.length} serious or critical`);
      failures.push(...bad.map((b) => `${state}: ${b}`));
    },
    /** Prints `R14 <label>: n states, m serious or critical` and asserts. */
    finish(minimum: number): void {
      console.log(
        `R14 ${label}: ${checked} states checked, ${failures.length} serious or critical`,
      );
      expect(checked, `${label}: states checked`).toBeGreaterThanOrEqual(minimum);
      expect(failures, label).toEqual([]);
    },
  };
}
