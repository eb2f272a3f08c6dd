import { expect, type Page } from '@playwright/test';
import { totpCode } from './totp.js';

/** Secret of the seeded managers' authenticator (packages/sandbox DEMO_TOTP_SECRET). */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * A valid authenticator code not used yet in this test: the sandbox takes the codes of the
 * current step and its neighbours, each once, so a second challenge gets the next step's.
 */
export function unusedCode(used: Set<string>, secret = DEMO_TOTP_SECRET): string {
  for (const offset of [0, 30_000, -30_000]) {
    const code = totpCode(secret, Date.now() + offset);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error('no unused code in the window');
}

/** Answers the two-factor dialog by typing the code, one digit per box. */
export async function answerOtp(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
}

/**
 * Answers the two-factor dialog, and again with the next unused code when the sandbox says
 * the code was taken: specs of other workers sign the same demo manager's moves, and a code
 * counts once for the user, whichever test typed it.
 */
export async function answerOtpOnce(page: Page, used: Set<string>): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const refused = dialog.getByText('The code is invalid or has expired.');
  for (let attempt = 0; attempt < 3; attempt++) {
    await answerOtp(page, unusedCode(used));
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden', timeout: 10_000 }).then(() => 'done'),
      refused.waitFor({ state: 'visible', timeout: 10_000 }).then(() => 'refused'),
    ]).catch(() => 'done');
    if (outcome === 'done') return;
  }
  throw new Error('three codes refused');
}
