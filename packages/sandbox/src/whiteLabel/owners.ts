import type { WhiteLabelOwner } from '@flexportal/core/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** More levels than any deployment nests white labels; a guard, not a rule of the spec. */
const MAX_LEVELS = 10;

/**
 * The white-label parents of the company `companyId` (AC-7mgr-12): its white-label owner,
 * that one's owner, and so on, nearest first (`companies.white_label_owner_id`, read fresh,
 * not from the session's copy of the company). A loop in the data ends the list at the
 * first company seen again.
 */
export async function whiteLabelOwners(db: Db, companyId: number): Promise<WhiteLabelOwner[]> {
  const ownerOf = async (id: number) =>
    (
      await db
        .select({ id: companies.id, name: companies.name, owner: companies.whiteLabelOwnerId })
        .from(companies)
        .where(eq(companies.id, id))
    )[0];
  const owners: WhiteLabelOwner[] = [];
  const seen = new Set([companyId]);
  let next = (await ownerOf(companyId))?.owner ?? null;
  while (next !== null && !seen.has(next) && owners.length < MAX_LEVELS) {
    seen.add(next);
    const row = await ownerOf(next);
    if (!row) break;
    owners.push({ id: row.id, name: row.name });
    next = row.owner;
  }
  return owners;
}
