import type { ComplianceTracking } from '@flexportal/core/contract';

/** One page of a compliance list: its trackings and how many pages there are. */
interface TrackingPage {
  items: readonly ComplianceTracking[];
  lastPage: number;
}

/** How many pages of the company's list are read at most to find one tracking. */
const MAX_PAGES = 20;

/**
 * The tracking `id` out of a compliance list read page by page (newest first, so an open
 * tracking a notification names is on the first pages), or null when no page has it. The
 * manager API has no `GET compliance-trackings/{id}`: the subject's list
 * (`{entity}/{entity_id}`) or the company's list is where a tracking is found.
 */
export async function findTracking(
  id: number,
  loadPage: (page: number) => Promise<TrackingPage>,
  maxPages: number = MAX_PAGES,
): Promise<ComplianceTracking | null> {
  for (let page = 1; page <= maxPages; page++) {
    const { items, lastPage } = await loadPage(page);
    const found = items.find((t) => t.id === id);
    if (found) return found;
    if (page >= lastPage) return null;
  }
  return null;
}
