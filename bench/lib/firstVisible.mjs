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
// With `apiBase`, fetch is wrapped to note the API paths started before the reading (a
// property write per call, nothing more). `content`: a screen without a field counts as shown
// once its root has content and nothing in it is aria-busy.
const probe = ({ host, selector, mark, apiBase, content }) => {
  const started = [];
  const answered = [];
  if (apiBase) {
    const fetch = window.fetch;
    window.fetch = function (input, init) {
      const url = String(input instanceof Request ? input.url : input);
      const response = fetch.call(this, input, init);
      if (url.startsWith(apiBase)) {
        const path = new URL(url).pathname.slice(new URL(apiBase).pathname.length);
        started.push(path);
        response.then(
          () => answered.push(path),
          () => answered.push(path),
        );
      }
      return response;
    };
  }
  const shown = (el) => {
    const root = el?.shadowRoot;
    if (!root) return el ? null : document.querySelector(selector);
    // The first match that takes room: a hidden one (a closed column chooser's checkboxes)
    // is no usable field.
    const target = [...root.querySelectorAll(selector)].find(
      (e) => e.getBoundingClientRect().height > 0,
    );
    if (target || !content) return target ?? null;
    const busy = root.querySelector('[aria-busy="true"], [part="signin"]');
    return !busy && root.textContent?.trim() ? root.firstElementChild : null;
  };
  const check = () => {
    const target = shown(document.querySelector(host));
    if (target && target.getBoundingClientRect().height > 0) {
      const signin = !!document.querySelector(host)?.shadowRoot?.querySelector('[part="signin"]');
      console.debug(
        mark + JSON.stringify({ ms: performance.now(), requests: started, answered, signin }),
      );
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
};

/**
 * One cold-cache visit (a new context): milliseconds until `selector` in `host` shows, with
 * the API requests started before (`requests`, paths under `apiBase`). `signedIn`: the
 * storage state a sign-in left (signedInState.mjs), in place before any page script runs.
 * `content`: count a screen without a field as shown once it has content and nothing busy
 * (see the probe).
 */
export async function firstVisible(browser, url, host, selector, options = {}) {
  const context = await browser.newContext(
    options.signedIn ? { storageState: options.signedIn } : {},
  );
  const page = await context.newPage();
  await page.addInitScript(probe, {
    host,
    selector,
    mark: MARK,
    apiBase: options.apiBase ?? null,
    content: options.content ?? false,
  });
  let timer;
  const reading = new Promise((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url}: <${host}> ${selector} never showed`)),
      options.timeout ?? 15_000,
    );
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(MARK)) resolve(JSON.parse(text.slice(MARK.length)));
    });
  });
  try {
    // Not waiting for `load`: nothing of the bench runs in the page until the reading arrives.
    await page.goto(url, { waitUntil: 'commit' });
    const result = await reading;
    if (options.signedIn && result.signin)
      throw new Error(`${url}: signed in, yet <${host}> asks to sign in`);
    return result;
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}
