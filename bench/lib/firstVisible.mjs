// Time from navigation start until a selector is visible, inside a (shadow) root, measured
// in the page by checking once per animation frame (before paint).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** Launches Debian's Chromium headless. */
export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const MARK = '__firstVisible ';

// The reading leaves the page as a console message: waiting with page.waitForFunction would
// evaluate Playwright's injected script (about 14 ms of main thread here) in the page as soon
// as `load` fires. The floor page is visible before its load, so it never paid for that; a
// loader page's load fires before its chunks arrive, so it did, on its critical path.
const probe = ({ host, selector, mark }) => {
  const check = () => {
    const el = document.querySelector(host);
    const target =
      el?.shadowRoot?.querySelector(selector) ?? (el ? null : document.querySelector(selector));
    if (target && target.getBoundingClientRect().height > 0) {
      console.debug(mark + performance.now());
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
  await page.addInitScript(probe, { host, selector, mark: MARK });
  let timer;
  const reading = new Promise((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url}: <${host}> ${selector} never showed`)),
      15_000,
    );
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(MARK)) resolve(Number(text.slice(MARK.length)));
    });
  });
  try {
    // Not waiting for `load`: nothing of the bench runs in the page until the reading arrives.
    await page.goto(url, { waitUntil: 'commit' });
    return await reading;
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}
