import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { local, PORTS } from './ports.js';

/** Locks of mailboxes, shared by every worker of this checkout's runs. */
const LOCKS = join(tmpdir(), `flexportal-mailbox-locks-${process.env.PW_PORT_OFFSET ?? 0}`);
/** A lock older than this was left by a test that died holding it. */
const STALE_MS = 90_000;

type Mail = { id: number; body: string };

/** The mails the sandbox at `sandbox` (its origin) sent to `email`, newest first. */
async function mailsOf(request: APIRequestContext, sandbox: string, email: string) {
  const url = `${sandbox}/sandbox/mailbox?email=${encodeURIComponent(email)}`;
  return ((await (await request.get(url)).json()) as { data: Mail[] }).data;
}

/** The six-digit code of a mail ('' when none): the first six digits of its body. */
const codeOf = (mail: Mail | undefined) => /(\d{6})/.exec(mail?.body ?? '')?.[1] ?? '';

/**
 * The newest mail the first pair's sandbox sent to `email` (its dev mailbox): its id (0 when
 * none) and its six-digit code ('' when none), the code being the first six digits of a mail.
 */
export async function newestMail(
  request: APIRequestContext,
  email: string,
): Promise<{ id: number; code: string }> {
  const newest = (await mailsOf(request, local(PORTS.sandbox), email))[0];
  return { id: newest?.id ?? 0, code: codeOf(newest) };
}

/** Takes the lock of one mailbox (creating its file is atomic), waiting while another has it. */
async function lock(name: string): Promise<() => void> {
  mkdirSync(LOCKS, { recursive: true });
  const file = join(LOCKS, name.replace(/[^\w.@-]/g, '_'));
  for (;;) {
    try {
      writeFileSync(file, '', { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch {
      const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(file, { force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * The developer mailbox of `email` on `sandbox` (its origin), for users whose codes are
 * e-mailed (no authenticator claims needed). Specs in parallel may sign as the same user:
 * {@link codeFor} holds the mailbox from the send to the code's arrival, so each test reads
 * its own code.
 */
export async function mailbox(request: APIRequestContext, sandbox: string, email: string) {
  const mails = () => mailsOf(request, sandbox, email);
  return {
    /** Runs `send` (what makes the server mail a code) and returns the code it mailed. */
    async codeFor(send: () => Promise<void>): Promise<string> {
      const release = await lock(`${new URL(sandbox).port}-${email}`);
      try {
        const before = Math.max(0, ...(await mails()).map((m) => m.id));
        await send();
        let code = '';
        await expect
          .poll(async () => {
            code = codeOf((await mails()).find((m) => m.id > before));
            return code;
          })
          .toMatch(/^\d{6}$/);
        return code;
      } finally {
        release();
      }
    },
  };
}

/**
 * `POST /api/v2/<path>` as `token`. With `codeOf` (the signer's e-mail), the request is a money
 * move that asks an e-mailed code: its challenge and the code's arrival are read under the
 * mailbox's lock, so a test never takes the code another test's challenge mailed. The
 * answer's `data`, after asserting a success.
 */
export async function postAs(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
  codeOf?: string,
): Promise<{ id: number }> {
  const send = (code?: string) =>
    request.post(`/api/v2/${path}`, {
      headers: { Authorization: `Bearer ${token}`, ...(code ? { 'X-OTP-Code': code } : {}) },
      data,
    });
  let code: string | undefined;
  if (codeOf) {
    code = await (await mailbox(request, local(PORTS.sandbox), codeOf)).codeFor(async () => {
      const challenge = await send();
      expect(challenge.headers()['x-otp-required'], await challenge.text()).toBe('email');
    });
  }
  const res = await send(code);
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()).data as { id: number };
}
