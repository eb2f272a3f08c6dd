import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sandboxOf } from './ports.js';
import { totpCode } from './totp.js';

/** Secret of the seeded managers' authenticator (packages/sandbox DEMO_TOTP_SECRET). */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;
/** Claims of authenticator steps, shared by every worker of this checkout's runs. */
const CLAIMS = join(tmpdir(), `flexportal-otp-claims-${process.env.PW_PORT_OFFSET ?? 0}`);

/**
 * Claims one authenticator step of `user` on one sandbox for this test, across workers:
 * the sandbox takes each code once per user (RFC 6238 replay rule), and parallel specs sign
 * as the same demo manager, so a code typed by one worker would be refused to another (and
 * refusals count toward the user's lock). Creating the claim file is atomic (`wx`).
 */
function claim(sandbox: string, user: string, step: number): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  try {
    writeFileSync(join(CLAIMS, `${sandbox}-${user}-${step}`), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A valid authenticator code of `user` on `sandbox` (a URL of it or of a portal in front of
 * it) that no test of this run has typed: the current step, the next or the previous (the
 * sandbox takes all three). When all three are taken it waits for the next step, and gives
 * the test that time on top of its timeout: a user has one fresh code per 30 s, so specs
 * that sign many moves should sign as different two-factor users.
 */
export async function unusedCode(
  sandbox: string,
  user: string,
  secret = DEMO_TOTP_SECRET,
): Promise<string> {
  const scope = sandboxOf(sandbox);
  for (let wait = 0; wait < 8; wait++) {
    const now = Date.now();
    for (const offset of [0, STEP_MS, -STEP_MS]) {
      // The previous step only while it has seconds left in the sandbox's window.
      if (offset < 0 && now % STEP_MS > STEP_MS - 5_000) continue;
      const step = Math.floor((now + offset) / STEP_MS);
      if (claim(scope, user, step)) return totpCode(secret, step * STEP_MS);
    }
    const pause = STEP_MS - (now % STEP_MS) + 200;
    test.info().setTimeout(test.info().timeout + pause);
    await new Promise((r) => setTimeout(r, pause));
  }
  throw new Error('no unclaimed authenticator code');
}

/**
 * Answers the two-factor dialog of `user` (the demo manager unless given) with an unclaimed
 * code, one digit per box, and again with another if the sandbox still refuses it (a step
 * that ran out while typing). Every spec answers through this one helper.
 */
export async function answerOtp(page: Page, user = 'manager@acme.test'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(dialog).toBeVisible();
    const code = await unusedCode(page.url(), user);
    const answered = page.waitForResponse((r) => r.request().headers()['x-otp-code'] === code);
    await dialog.getByLabel('Digit 1 of 6').focus();
    await page.keyboard.type(code);
    const res = await answered;
    if (!(await res.text()).includes('The code is invalid or has expired.')) return;
  }
  throw new Error('three codes refused');
}
