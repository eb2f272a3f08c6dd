import type { Import } from '../contract/imports.js';

/** The import screen's state the rules act on (PP-4.4). */
export interface ImportFormState<P> {
  bank_account_id: number | null;
  file: { name: string } | null;
  /** The preview of the current file (statistics, rows), or null. */
  preview: P | null;
  /** Errors of the current file keyed `sheet.row.column`. */
  errors: Readonly<Record<string, readonly string[]>>;
}

/**
 * Applies a change (PP-4.4-03/04): another bank account clears the file and the preview;
 * another file resets the preview statistics and the errors.
 */
export function applyImportChange<P, S extends ImportFormState<P>>(
  state: S,
  patch: Partial<Pick<S, 'bank_account_id' | 'file'>>,
): S {
  const next = { ...state, ...patch };
  if ('bank_account_id' in patch && patch.bank_account_id !== state.bank_account_id) {
    return { ...next, file: null, preview: null, errors: {} };
  }
  if ('file' in patch && patch.file !== state.file) return { ...next, preview: null, errors: {} };
  return next;
}

/** PP-5-11: submit is disabled while submitting, without a file or without an account. */
export function importSubmitDisabled(s: {
  submitting: boolean;
  file: unknown;
  bank_account_id: number | null;
}): boolean {
  return s.submitting || !s.file || s.bank_account_id === null;
}

/** The notice an import event shows (AC-8-01..06). */
export type ImportNoticeKind = 'created' | 'processing' | 'done' | 'errors' | 'failed';

/** How long the done notice stays (AC-8-03). */
export const IMPORT_DONE_NOTICE_MS = 3000;

/**
 * Which notice an `import.created` or `import.updated` event shows, or null for an update
 * that changes nothing a person is told (progress of a running import): created on
 * `import.created`; processing, done, errors (an errors file exists) or failed by status.
 * `previous` is the status last seen for this import, so each notice shows once.
 */
export function importNotice(
  event: 'import.created' | 'import.updated',
  imp: Pick<Import, 'status' | 'actions'>,
  previous: Import['status'] | undefined,
): ImportNoticeKind | null {
  if (event === 'import.created') return 'created';
  if (imp.status === previous) return null;
  if (imp.status === 'PROCESSING') return 'processing';
  if (imp.status === 'DONE') return 'done';
  if (imp.status === 'ERROR') return imp.actions.has_errors ? 'errors' : 'failed';
  return null;
}

/** Whole percent of the rows done (0..100), for the progress bar. */
export function importPercent(imp: Pick<Import, 'rows_done' | 'rows_total'>): number {
  if (imp.rows_total <= 0) return 0;
  return Math.min(100, Math.floor((imp.rows_done * 100) / imp.rows_total));
}
