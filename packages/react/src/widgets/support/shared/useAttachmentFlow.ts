import type { SubmitFlow, SubmitState } from '@flexportal/core';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { sendMultipart } from './sendMultipart.js';

/** A support form's draft: its text fields and the chosen files. */
export type AttachmentDraft<F> = F & { files: File[] };

/**
 * A support form (new ticket, reply) on the submit flow every form uses: its text fields and
 * files posted as one multipart request to `path`; a refusal keeps every field and file,
 * success empties the form and hands the answer to `onSent`.
 */
export function useAttachmentFlow<F extends Record<string, string>, R>(
  path: string,
  defaults: () => F,
  onSent: (answer: R) => void,
): [SubmitState<AttachmentDraft<F>, R>, SubmitFlow<AttachmentDraft<F>, R>] {
  const client = useFlexportalClient();
  return useSubmitFlow<AttachmentDraft<F>, R>({
    defaults: () => ({ ...defaults(), files: [] }),
    send: ({ files, ...fields }, request) =>
      sendMultipart<R>(client, path, fields as Record<string, string>, files, request),
    onSuccess: onSent,
  });
}
