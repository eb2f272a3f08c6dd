import { SCREENS } from '@flexportal/react/registry';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/login.js';
import { mailbox } from '../support/mailbox.js';
import { partnerRecords, recordPartnerPage } from '../support/partnerPage.js';
import { payWithMailedCode } from '../support/payWithMailedCode.js';
import { local, PORTS } from '../support/ports.js';

// Issue 39: a screen's events are one contract in the four modes. The withdrawal, as a user
// pays with a code and then pays the same again through the duplicate prompt, in Chromium:
// as a React component and as an element of defineElements (examples/react-vite's
// events page), through the script tag (inline) and in a frame (examples/script-tag). The
// events heard are those the registry declares for the screen; the four sequences must be
// the same and hold no `error`. (packages/elements/src/eventModes.test.ts checks every
// screen's every event in the four modes; this runs the real thing.)
test.describe.configure({ mode: 'serial' });

const EMAIL = 'solo@individual.test';
const screen = SCREENS.find((s) => s.name === 'withdrawal');
const NAMES = Object.keys(screen?.events ?? {}).map((p) => p.replace(/^on/, '').toLowerCase());
const react = local(PORTS.exampleReact);
const MODES = [
  { mode: 'react', url: `${react}/events.html?screen=withdrawal&mode=react`, amount: '4.01' },
  { mode: 'element', url: `${react}/events.html?screen=withdrawal&mode=element`, amount: '4.02' },
  { mode: 'script tag', url: '/withdrawal.html', amount: '4.03' },
  { mode: 'frame', url: '/frame-withdrawal.html', amount: '4.04' },
] as const;

/** Records, in the top page, every CustomEvent the registry names for the screen. */
async function recordEvents(page: Page) {
  await page.addInitScript((names) => {
    if (window.top !== window) return;
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    for (const name of names)
      document.addEventListener(name, (e) => {
        if (e instanceof CustomEvent) heard.push(name);
      });
  }, NAMES);
}

const sequences: Record<string, string[]> = {};

for (const { mode, url, amount } of MODES) {
  test(`the withdrawal's events as ${mode}: a code, then the duplicate prompt, never error`, async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await recordEvents(page);
    await recordPartnerPage(page);
    const box = await mailbox(request, local(PORTS.sandbox), EMAIL);
    await page.goto(url);
    const ui: Page | FrameLocator =
      mode === 'frame' ? page.frameLocator('flexportal-withdrawal iframe') : page;
    await ui.getByLabel('E-mail').fill(EMAIL);
    await ui.getByLabel('Password').fill(DEMO_PASSWORD);
    await ui.getByRole('button', { name: 'Log in' }).click();
    await expect(ui.getByRole('heading', { name: 'Withdrawal' })).toBeVisible();

    const payee = 'Event Modes SARL';
    await payWithMailedCode(page, box, { amount, payee, form: ui });
    // The same payment again: the duplicate prompt comes first, then the code.
    await payWithMailedCode(page, box, {
      amount,
      payee,
      form: ui,
      afterSend: async () => {
        const prompt = ui.getByRole('dialog', { name: 'Possible duplicate' });
        await expect(prompt).toBeVisible({ timeout: 15_000 });
        await prompt.getByRole('button', { name: 'Send anyway' }).click();
      },
    });
    // `submitted` of the second payment is in once its text shows; read what was heard.
    const heard = await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    sequences[mode] = heard;
    expect(heard).toEqual(['ready', 'otprequired', 'submitted', 'otprequired', 'submitted']);
    expect((await partnerRecords(page)).submitted).toHaveLength(2);
    expect(errors).toEqual([]);
  });
}

test('the four modes heard the same sequence', () => {
  expect(Object.keys(sequences)).toEqual(MODES.map((m) => m.mode));
  for (const mode of Object.keys(sequences)) expect(sequences[mode]).toEqual(sequences.react);
});
