// Time from navigation start until a selector is visible, inside a (shadow) root, measured
// in the page by checking once per animation frame (before paint).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Launches Debian's Chromium headless. */
export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const probe = ({ host, selector }) => {
  const w = window;
  const check = () => {
    const el = document.querySelector(host);
    const target =
      el?.shadowRoot?.querySelector(selector) ?? (el ? null : document.querySelector(selector));
    if (target && target.getBoundingClientRect().height > 0) {
      w.__firstVisible = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/** One cold-cache visit (a new context): milliseconds until `selector` in `host` shows. */
export async function firstVisible(browser, url, host, selector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(probe, { host, selector });
  await page.goto(url);
  await page.waitForFunction(() => window.__firstVisible !== undefined, null, { timeout: 15_000 });
  const ms = await page.evaluate(() => window.__firstVisible);
  await context.close();
  return ms;
}
