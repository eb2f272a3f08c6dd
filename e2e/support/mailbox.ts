import type { APIRequestContext } from '@playwright/test';
import { local, PORTS } from './ports.js';

/**
 * The newest mail the first pair's sandbox sent to `email` (its dev mailbox): its id (0 when
 * none) and its six-digit code ('' when none), the code being the first six digits of a mail.
 */
export async function newestMail(
  request: APIRequestContext,
  email: string,
): Promise<{ id: number; code: string }> {
  const res = await request.get(`${local(PORTS.sandbox)}/sandbox/mailbox?email=${email}`);
  const newest = ((await res.json()) as { data: Array<{ id: number; body: string }> }).data[0];
  return { id: newest?.id ?? 0, code: /(\d{6})/.exec(newest?.body ?? '')?.[1] ?? '' };
}
