import { sql } from 'drizzle-orm';
import { authKeys, mailbox, users } from '../db/schema.js';
import type { Deps } from '../http/env.js';
import { keyMaterial } from './oneTimeKeys.js';

/**
 * Mints a password-reset key for the user of `email` and mails its link, in ONE statement
 * that the database runs whether or not the address is a user's: it then inserts nothing.
 * The request does the same work either way, so its time does not tell which addresses are
 * registered (R16.8); the key is made either way too. Only the newest link of a user works
 * (auth_keys' `newestOnly`), and a password change ends them all (auth/passwords.ts).
 */
export async function mailResetLink(deps: Pick<Deps, 'db' | 'config'>, email: string) {
  const { key, keyHash, expiresAt } = keyMaterial('reset', deps.config.now());
  await deps.db.execute(sql`
    with u as (select id, email from ${users} where lower(email) = ${email.toLowerCase()}),
    k as (
      insert into ${authKeys} (kind, user_id, scope, key_hash, expires_at)
      select 'reset', u.id, '', ${keyHash}, ${expiresAt}::timestamptz from u
      returning user_id
    )
    insert into ${mailbox} (email, subject, body)
    select u.email, 'Reset your password',
      'Open /reset-password/' || u.id || '/' || ${key} || ' to choose a new password.'
    from u join k on k.user_id = u.id`);
}
