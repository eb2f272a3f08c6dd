import type { Harness } from './harness.js';

/** One mail of the dev mailbox, as `GET /sandbox/mailbox` lists it. */
export interface Mail {
  id: number;
  subject: string;
  body: string;
}

/** The mail the sandbox sent to `email`, newest first (the dev mailbox, at most 50). */
export async function mailsTo(h: Harness, email: string): Promise<Mail[]> {
  const res = await h.app.request(`/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** The newest mail's body to `email`, or '' when none came. */
export async function newestMailBody(h: Harness, email: string): Promise<string> {
  return (await mailsTo(h, email))[0]?.body ?? '';
}

/** The one-time code of the newest mail to `email` (its first six digits), or ''. */
export async function mailedCode(h: Harness, email: string): Promise<string> {
  return /(\d{6})/.exec(await newestMailBody(h, email))?.[1] ?? '';
}
