import { expect, type Page } from '@playwright/test';
import { apiGet, apiToken } from './api.js';
import { nextSavedTransaction, type SavedTransaction } from './moves.js';
import { answerOtp } from './otp.js';

/** A grand total with the sandbox's quote (issue 36): what a submit naming it books. */
export interface SeenQuote {
  quote_id: string;
  quote_expires_at: string;
  rate: string;
  to_amount: string;
  transaction_amount: string;
  total_amount: string;
}

/**
 * Every quote the page received, by id: the previews' answers and the new quote a refused
 * submit carries. Call before the page asks for them.
 */
export function trackQuotes(page: Page): Map<string, SeenQuote> {
  const seen = new Map<string, SeenQuote>();
  page.on('response', async (r) => {
    if (
      r.request().method() !== 'POST' ||
      !/\/manager\/(grand-total|crypto|transactions)\//.test(r.url())
    )
      return;
    const body = (await r.json().catch(() => null)) as {
      data?: SeenQuote;
      quote?: SeenQuote;
    } | null;
    for (const q of [body?.data, body?.quote]) if (q?.quote_id) seen.set(q.quote_id, q);
  });
  return seen;
}

/** The number of a code dialog line (`label`), as the dialog shows it, without grouping. */
async function dialogAmount(page: Page, label: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const line = dialog.locator('.fp-otp__summary > div').filter({
    has: page.locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }),
  });
  const text = (await line.locator('dd').textContent()) ?? '';
  return /[\d,]+(\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? '';
}

/** How one submit at a quote ended: booked (with the dialog's amounts) or a new quote shown. */
export interface QuotedOutcome {
  /** The quote the submit named, as its preview answered it. */
  quote: SeenQuote;
  /** The amounts the code dialog listed. */
  approved: { amount: string; received: string };
  /** The transaction booked, or null when the quote was refused and a new one shown. */
  booked: SavedTransaction | null;
  /** Whether the pair's rate moved between the quote and the code. */
  rateMoved: boolean;
}

/**
 * Submits the form at its quote (one click opens the code dialog), reads what the dialog
 * approves, optionally waits `holdMs` with the dialog open (past the quote's 30 s, the server
 * refuses it) or until the pair's rate moved (`'tick'`), then answers the code. Either the
 * transaction is booked, or the "rate moved" notice shows with a new quote on the screen and
 * nothing was booked; any other ending fails.
 */
export async function submitAtQuote(
  page: Page,
  o: {
    button: string;
    submitPath: RegExp;
    labels: { amount: string; received: string };
    pair: [string, string];
    signer: string;
    quotes: Map<string, SeenQuote>;
    wait: 'tick' | number;
  },
): Promise<QuotedOutcome> {
  const submitted = page.waitForRequest(
    (r) => r.method() === 'POST' && o.submitPath.test(r.url()) && !r.headers()['x-otp-code'],
  );
  const saved = nextSavedTransaction(page, o.signer);
  saved.catch(() => undefined);
  await page.getByRole('button', { name: o.button }).click();
  await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeVisible();
  const quote = o.quotes.get((await submitted).postDataJSON().quote_id) as SeenQuote;
  expect(quote, 'the submit named a quote the page was shown').toBeTruthy();
  const listed = {
    amount: await dialogAmount(page, o.labels.amount),
    received: await dialogAmount(page, o.labels.received),
  };
  // The dialog lists the quote's amounts, the ones the server books: the same values, shown
  // without padding zeros ("0.50" for "0.50000000", PP-5-20).
  const value = (v: string) => v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  expect({ amount: value(listed.amount), received: value(listed.received) }).toEqual({
    amount: value(quote.transaction_amount),
    received: value(quote.to_amount),
  });
  // What was approved, exactly as the server writes it: the booking must equal it.
  const approved = { amount: quote.transaction_amount, received: quote.to_amount };
  const token = await apiToken(page.request, o.signer);
  const rate = async () =>
    (
      await apiGet<{ rate: string }>(
        page.request,
        token,
        `exchange/rates-by-currency/${o.pair[0]}/${o.pair[1]}`,
      )
    ).data.rate;
  let rateMoved = false;
  if (o.wait === 'tick') {
    // Until the rate moved, while the quote still holds (3 s kept for the code's round trip).
    const until = Date.parse(quote.quote_expires_at) - 3_000;
    while (!rateMoved && Date.now() < until) {
      rateMoved = (await rate()) !== quote.rate;
      if (!rateMoved) await page.waitForTimeout(1_000);
    }
    // The sandbox rate moves every 10 s; 27 s without a move would test nothing.
    expect(rateMoved, 'the rate moved while the code dialog was open').toBe(true);
  } else {
    await page.waitForTimeout(o.wait);
    rateMoved = (await rate()) !== quote.rate;
  }
  await answerOtp(page, o.signer);
  const created = page.getByText(/ created \((settled|progress)\)\./);
  const moved = page.getByText('The rate moved. Check the new total, then submit again.');
  await expect(created.or(moved)).toBeVisible({ timeout: 15_000 });
  if (await created.isVisible()) return { quote, approved, booked: await saved, rateMoved };
  // Refused: nothing booked, the dialog closed, the new quote on the screen before asking again.
  await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeHidden();
  const shown = await page.locator('[data-to-amount]').getAttribute('data-to-amount');
  expect(
    [...o.quotes.values()].some((q) => q.to_amount === shown && q.quote_id !== quote.quote_id),
  ).toBe(true);
  return { quote, approved, booked: null, rateMoved };
}

/**
 * Submits at the quote until booked (a refused quote's replacement is submitted once more,
 * as a user would after reading it): every booking equals what its code dialog approved.
 */
export async function bookAtQuote(
  page: Page,
  o: Parameters<typeof submitAtQuote>[1],
): Promise<QuotedOutcome[]> {
  const rounds = [await submitAtQuote(page, o)];
  if (!rounds[0]?.booked) rounds.push(await submitAtQuote(page, { ...o, wait: 0 }));
  const last = rounds.at(-1) as QuotedOutcome;
  expect(last.booked, 'booked after the new quote was shown').not.toBeNull();
  expect(last.booked).toMatchObject({
    amount: last.approved.amount,
    to_amount: last.approved.received,
    total_amount: last.quote.total_amount,
  });
  return rounds;
}
