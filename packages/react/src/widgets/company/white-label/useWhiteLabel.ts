import {
  CACHE_TTL,
  type SubmitFlow,
  type SubmitState,
  toErrorResponse,
  WHITE_LABEL_KEY,
} from '@flexportal/core';
import type { WhiteLabelOwner } from '@flexportal/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import {
  type WhiteLabelImageColumn,
  type WhiteLabelRecord,
  type WhiteLabelValues,
  whiteLabelBody,
  whiteLabelValues,
} from './whiteLabelRules.js';

const KEY = 'company/white-label';
/** The owner list of white-label parents (AC-7mgr-12; its path: docs/decisions.md, issue 40). */
const OWNERS_KEY = `${KEY}/owners`;

/** What the white-label view needs. */
export interface WhiteLabelModel {
  record: Resource<WhiteLabelRecord>;
  /** The white-label parents the company's white label falls under, nearest first (read-only). */
  owners: Resource<WhiteLabelOwner[]>;
  state: SubmitState<WhiteLabelValues, WhiteLabelRecord>;
  flow: SubmitFlow<WhiteLabelValues, WhiteLabelRecord>;
  /** Uploads one image; resolves with an error message or null. */
  upload: (column: WhiteLabelImageColumn, file: File) => Promise<string | null>;
  /** After a change of the record (an image removed): the theme and the record load again. */
  changed: () => void;
}

/**
 * The white-label record and its owner list (cached 5 minutes, AC-9), the record's save
 * through the submit flow and the image uploads. Each change drops the locally kept public record, so the portal and
 * the elements of this browser load the new theme on their next start.
 */
export function useWhiteLabel(): WhiteLabelModel {
  const client = useFlexportalClient();
  const record = useCached<WhiteLabelRecord>(
    KEY,
    () => client.http.data<WhiteLabelRecord>(KEY),
    CACHE_TTL.whiteLabel,
  );
  const owners = useCached<WhiteLabelOwner[]>(
    OWNERS_KEY,
    () => client.http.data<WhiteLabelOwner[]>(OWNERS_KEY),
    CACHE_TTL.whiteLabel,
  );
  const changed = useCallback(() => {
    client.storage.removeItem(WHITE_LABEL_KEY);
    client.cache.invalidate(KEY);
  }, [client]);
  // After a save the draft starts again from the record (which then reloads), not from blanks.
  const latest = useRef<WhiteLabelRecord | null>(null);
  latest.current = record.status === 'ready' ? record.data : null;
  const [state, flow] = useSubmitFlow<WhiteLabelValues, WhiteLabelRecord>({
    defaults: () => whiteLabelValues(latest.current),
    send: (values, request) =>
      client.http.data<WhiteLabelRecord>(KEY, {
        ...request,
        method: 'PUT',
        body: whiteLabelBody(values),
      }),
    onSuccess: changed,
  });
  // The form starts from the record once it is loaded, and again when its texts or colours
  // changed (a save); a re-read after an image upload or removal keeps what is being typed.
  const [loaded, setLoaded] = useState('');
  const key = record.status === 'ready' ? JSON.stringify(whiteLabelValues(record.data)) : '';
  useEffect(() => {
    if (key === '' || key === loaded) return;
    setLoaded(key);
    flow.setDraft(JSON.parse(key) as WhiteLabelValues);
  }, [key, loaded, flow]);
  const upload = useCallback(
    async (column: WhiteLabelImageColumn, file: File) => {
      const body = new FormData();
      body.set('column', column);
      body.set('image', file);
      try {
        await client.http.data(`${KEY}/upload-image`, { method: 'POST', body });
        changed();
        return null;
      } catch (error) {
        const body = toErrorResponse(error).body as { errors?: Record<string, string[]> } | null;
        const errors = body?.errors;
        return errors?.image?.[0] ?? errors?.column?.[0] ?? 'error';
      }
    },
    [client, changed],
  );
  return { record, owners, state, flow, upload, changed };
}
