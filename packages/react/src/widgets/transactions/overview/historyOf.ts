/** One step of a transaction's history: the status it moved to, why, and when. */
export interface HistoryEntry {
  /** The status the transaction moved to. */
  status: string;
  /** A note about the step, or null. */
  note: string | null;
  /** When it happened, an ISO date-time as the server sent it. */
  created_at: string;
}

/**
 * A transaction's `history` as the server sends it (oldest first), read
 * tolerantly: an absent or malformed list gives none, entries without a status or a date
 * are skipped, and the order of the server is kept.
 */
export function historyOf(history: unknown): HistoryEntry[] {
  if (!Array.isArray(history)) return [];
  const entries: HistoryEntry[] = [];
  for (const raw of history as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const { status, note, created_at } = raw as Record<string, unknown>;
    if (typeof status !== 'string' || status === '') continue;
    if (typeof created_at !== 'string' || created_at === '') continue;
    entries.push({
      status,
      note: typeof note === 'string' && note.trim() !== '' ? note : null,
      created_at,
    });
  }
  return entries;
}
