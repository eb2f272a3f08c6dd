// The browser storage a real sign-in leaves on a partner page: the screen's own sign-in form,
// filled and sent once, so P2's signed-in visits start from what a user who signed in on an
// earlier page has (the session, the user it answered with), not from a hand-made copy.

/**
 * Signs in through `<host>`'s sign-in form on `url` (a signed-out partner page) and resolves
 * with the context's storage state once the form has gone (Playwright's `storageState`).
 */
export async function signedInState(browser, url, host, email, password) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const form = page.locator(`${host} [part="signin"]`);
    await form.locator('input[type="email"]').fill(email);
    await form.locator('input[type="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
    // What the client keeps for the next page: the user it signed in with (always), and the
    // dictionaries when the screen synced them (not every screen reads any).
    await page.waitForFunction(() => localStorage.getItem('flexportal.user'), null, {
      timeout: 15_000,
    });
    await page
      .waitForFunction(() => localStorage.getItem('flexportal.dictionaries'), null, {
        timeout: 5_000,
      })
      .catch(() => {});
    const state = await context.storageState();
    const kept = state.origins.flatMap((o) => o.localStorage.map((e) => e.name));
    if (!kept.includes('flexportal.jwt')) throw new Error(`${url}: the sign-in kept no session`);
    return state;
  } finally {
    await context.close();
  }
}
