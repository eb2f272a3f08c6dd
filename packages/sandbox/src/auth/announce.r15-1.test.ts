/**
 * R15.1: e-mailed codes are readable only by the mailbox's owner and the browser that asked
 * (issue 27, finding 1). Nothing is published when a challenge opens; the e-mail's approve
 * link publishes the announce channel's auth-code event (PP-4.3-08) with an identifier no
 * listener can link to a browser and the code sealed for the browser that asked, which
 * core's `openAnnouncedCode` opens.
 */
import { openAnnouncedCode } from '@flexportal/core/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../db/demoLogins.js';
import { mailbox } from '../db/schema.js';
import { recordingLive, sandboxSuite } from '../testing/harness.js';

const { live, events } = recordingLive();
const { h, tokens, ids } = sandboxSuite({
  logins: ['solo'],
  accountsOf: ['solo'],
  app: { live },
});
const BROWSER = 'Br0wserOfTheOwner0123456789abc';
const ATTACKER = 'AttackerBrowser0123456789abcde';

const withdraw = (amount: string, browser: string, code?: string) =>
  h.call('POST', '/manager/transactions/iban', {
    token: tokens.solo,
    headers: { 'X-Browser-Id': browser, ...(code ? { 'X-OTP-Code': code } : {}) },
    body: {
      bank_account_id: ids['Solo EUR'],
      amount,
      customer_iban: 'DE44500105175407324931',
      customer_name: 'Payee',
    },
  });
async function newestMail(): Promise<string> {
  const [mail] = await h.database.db
    .select({ body: mailbox.body })
    .from(mailbox)
    .where(eq(mailbox.email, DEMO_EMAILS.solo))
    .orderBy(desc(mailbox.id))
    .limit(1);
  return mail?.body ?? '';
}
const announced = () => events.filter((e) => e.channel === 'announce');
/** The API path of the approve link in a mail (`/api/v2/...`), without the version root. */
const approvePath = (body: string) => /\/api\/v2(\/otp\/approve\/[A-Za-z0-9_-]+)/.exec(body)?.[1];

describe('R15.1 the announce channel after the mailbox owner approved', () => {
  it('publishes nothing when the challenge opens, whoever asks', async () => {
    expect((await withdraw('2.01', ATTACKER)).status).toBe(403);
    expect((await withdraw('2.02', BROWSER)).status).toBe(403);
    expect(announced()).toEqual([]);
  });

  it('after approval only the browser that asked can open the code; nothing links it', async () => {
    const mail = await newestMail();
    const code = /(\d{6})/.exec(mail)?.[1] ?? '';
    const path = approvePath(mail);
    expect(path).toBeDefined();
    expect((await h.call('GET', path as string)).status).toBe(200);
    // Single use: the link approves once; a malformed key is 422 like any bad input.
    expect((await h.call('GET', path as string)).status).toBe(404);
    expect((await h.call('GET', '/otp/approve/not-a-key')).status).toBe(422);
    const [event] = announced();
    expect(announced()).toHaveLength(1);
    const data = event?.data as unknown as { otp: string; identifier: string };
    const wire = JSON.stringify(data);
    expect(wire).not.toContain(code);
    expect(wire).not.toContain(BROWSER);
    expect(await openAnnouncedCode(ATTACKER, data)).toBeNull();
    expect(await openAnnouncedCode(BROWSER, data)).toBe(code);

    // A second approval for the same browser carries another identifier (unlinkable).
    expect((await withdraw('2.03', BROWSER)).status).toBe(403);
    expect((await h.call('GET', approvePath(await newestMail()) as string)).status).toBe(200);
    const second = announced()[1]?.data as unknown as { identifier: string };
    expect(second.identifier).not.toBe(data.identifier);

    // The browser that asked fills the opened code and the withdrawal goes through.
    const opened = (await openAnnouncedCode(BROWSER, announced()[1]?.data)) ?? '';
    expect((await withdraw('2.03', BROWSER, opened)).status).toBe(201);
    console.log(
      `R15.1: 0 codes published when challenges open; after approval 1 sealed event per approval, 0 opened by another browser, 0 identifiers repeated; the asking browser's code accepted`,
    );
  });
});
