import { randomBytes } from 'node:crypto';
import { sandboxSecrets } from './schema.js';
import type { Db } from './types.js';

/** The secrets a sandbox signs with: token key, the live channel's app secret, the chat key. */
export interface SandboxSecrets {
  /** HMAC key of the HS256 tokens. */
  jwt: string;
  /** App secret of the Pusher-protocol channel (private channel signatures). */
  live: string;
  /** HMAC key of the users' chat tokens (auth/chatToken.ts, R16.5). */
  chat: string;
}

const NAMES = ['jwt', 'live', 'chat'] as const;

/**
 * This database's secrets, made at its first start and kept in it (R15.4): a data folder keeps
 * its tokens valid across restarts, an in-memory database gets new ones every process, and
 * no two sandboxes share a key. Processes sharing one PostgreSQL race to insert; the first
 * row wins and every process reads it back.
 */
export async function loadSecrets(db: Db): Promise<SandboxSecrets> {
  await db
    .insert(sandboxSecrets)
    .values(NAMES.map((name) => ({ name, value: randomBytes(32).toString('hex') })))
    .onConflictDoNothing();
  const rows = await db.select().from(sandboxSecrets);
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  return {
    jwt: byName.get('jwt') as string,
    live: byName.get('live') as string,
    chat: byName.get('chat') as string,
  };
}
