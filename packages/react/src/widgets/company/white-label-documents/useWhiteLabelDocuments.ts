import {
  CACHE_TTL,
  ERROR_CODE,
  hostFailure,
  type SubmitFlow,
  type SubmitState,
} from '@flexportal/core';
import { useCallback, useEffect, useState } from 'react';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import {
  type DocumentsDraft,
  documentsBody,
  documentsDraft,
  toDocuments,
  type WhiteLabelDocument,
} from './whiteLabelDocumentsRules.js';

const KEY = 'company/white-label/documents';

/** What the documents view needs. */
export interface WhiteLabelDocumentsModel {
  documents: Resource<WhiteLabelDocument[]>;
  state: SubmitState<DocumentsDraft, unknown>;
  flow: SubmitFlow<DocumentsDraft, unknown>;
  /**
   * Uploads one image; resolves with null when done, core's code of a refused field when the
   * server refused the image (its words are never shown, issue 38), else 'error'.
   */
  upload: (documentType: string, column: string, file: File) => Promise<string | null>;
}

/**
 * The white label's documents (cached 5 minutes like the record, AC-9), their texts saved
 * together through the submit flow, and the image uploads. The draft starts from the
 * loaded texts and again when saved texts change; an image upload leaves what is typed.
 */
export function useWhiteLabelDocuments(): WhiteLabelDocumentsModel {
  const client = useFlexportalClient();
  const documents = useCached<WhiteLabelDocument[]>(
    KEY,
    async () => toDocuments(await client.http.data<unknown>(KEY)),
    CACHE_TTL.whiteLabel,
  );
  const loaded = documents.status === 'ready' ? documents.data : null;
  const [state, flow]: [SubmitState<DocumentsDraft, unknown>, SubmitFlow<DocumentsDraft, unknown>] =
    useSubmitFlow<DocumentsDraft, unknown>({
      defaults: () => ({}),
      send: (draft, request) =>
        client.http.data<unknown>(KEY, {
          ...request,
          method: 'PUT',
          body: documentsBody(draft, loaded ?? []),
        }),
      // The saved texts stay in the form (the flow resets it to empty defaults on success).
      onSuccess: (result) => {
        flow.setDraft(documentsDraft(toDocuments(result)));
        client.cache.invalidate(KEY);
      },
    });
  const [seen, setSeen] = useState('');
  const texts = loaded ? JSON.stringify(documentsDraft(loaded)) : '';
  useEffect(() => {
    if (texts === '' || texts === seen) return;
    setSeen(texts);
    flow.setDraft(JSON.parse(texts) as DocumentsDraft);
  }, [texts, seen, flow]);
  const upload = useCallback(
    async (documentType: string, column: string, file: File) => {
      const body = new FormData();
      body.set('document_type', documentType);
      body.set('column', column);
      body.set('image', file);
      try {
        await client.http.data(`${KEY}/upload-image`, { method: 'POST', body });
        client.cache.invalidate(KEY);
        return null;
      } catch (error) {
        return hostFailure(error).code === 'validation' ? ERROR_CODE.fieldInvalid : 'error';
      }
    },
    [client],
  );
  return { documents, state, flow, upload };
}
