import type { ComplianceFile } from '../contract/compliance.js';

/** What an administrator may do with one file of a tracking under review. */
export interface FileReviewActions {
  /** A handed-in file waiting for review can be approved. */
  approve: boolean;
  /** A handed-in file (waiting or approved) can be declined with a reason. */
  decline: boolean;
  /** An uploaded document can be opened (a declaration has only its typed signature). */
  open: boolean;
}

/**
 * The review actions of a file: approve while it is submitted, decline while it is
 * submitted or verified (the server's rule: only a handed-in file is reviewed), open when a
 * document was uploaded. A draft or declined file waits for the company.
 */
export function fileReviewActions(
  file: Pick<ComplianceFile, 'status' | 'kind' | 'file_name'>,
): FileReviewActions {
  const handedIn = file.status === 'submitted' || file.status === 'verified';
  return {
    approve: file.status === 'submitted',
    decline: handedIn,
    open: file.kind === 'document' && file.file_name !== null,
  };
}
