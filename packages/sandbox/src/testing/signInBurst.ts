import { DEMO_PASSWORD } from '../db/demoLogins.js';
import type { Harness } from './harness.js';

/** What a burst of parallel sign-ins got (R15.5). */
export interface SignInBurst {
  /** Attempts whose password was checked: wrong-credentials answers and successes. */
  checked: number;
  /** Attempts refused by the lock before any check. */
  refused: number;
  /** Whether the right password, sent last, signed in. */
  found: boolean;
  /** Any other answer (5xx, ...). */
  other: number;
}

/**
 * `guesses` sign-ins of one e-mail sent at once, all wrong but the last, which carries the
 * right password: an attacker's burst against the lock.
 */
export async function signInBurst(h: Harness, email: string, guesses = 30): Promise<SignInBurst> {
  const answers = await Promise.all(
    Array.from({ length: guesses }, (_, i) =>
      h.call('POST', '/auth/login', {
        body: { email, password: i === guesses - 1 ? DEMO_PASSWORD : `wrong#Guess${i}` },
      }),
    ),
  );
  const result: SignInBurst = { checked: 0, refused: 0, found: false, other: 0 };
  for (const res of answers) {
    const text = await res.text();
    if (res.status === 200) {
      result.checked++;
      result.found = true;
    } else if (res.status === 422 && text.includes('do not match')) result.checked++;
    else if (res.status === 422 && text.includes('Too many login attempts')) result.refused++;
    else result.other++;
  }
  return result;
}

/** The line the R15.5 suites print. */
export const formatR19 = (where: string, guesses: number, r: SignInBurst) =>
  `R15.5 [${where}] ${guesses} parallel sign-ins of one e-mail: ${r.checked} password checks, ${r.refused} refused by the lock, ${r.other} other; the right password (sent last) found: ${r.found}`;
