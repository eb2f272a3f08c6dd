import { hostFailure, type SubmitFlow, type SubmitState } from '@flexportal/core';
import {
  ANNOUNCEMENT_LIMITS,
  type AnnouncementValues,
  announcementDefaults,
  announcementProblems,
  toAnnouncementBody,
} from '@flexportal/core/admin';
import type { AdminAnnouncement } from '@flexportal/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { type ConfirmedDelete, useConfirmedDelete } from '../../../hooks/useConfirmedDelete.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminAnnouncementTexts } from '../../../i18n/areas/adminAnnouncement.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { validationError } from '../../../ui/validationError.js';

/** Cache keys a saved or deleted announcement makes stale (the managers' list and dashboard). */
const ANNOUNCEMENT_CACHE_KEYS = ['manager/announcements', 'a/announcements'];

/** The announcement being shown: loading, there, gone (404) or not loadable. */
export type AnnouncementRecord =
  | { status: 'loading' | 'missing' | 'error' }
  | { status: 'ready'; data: AdminAnnouncement };

/**
 * Loads `GET a/announcements/{id}`; `replace` puts the server's answer of a save in its
 * place (no second read).
 */
export function useAnnouncementRecord(id: number) {
  const client = useFlexportalClient();
  const [record, setRecord] = useState<AnnouncementRecord>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setRecord({ status: 'loading' });
    client.http.data<AdminAnnouncement>(`a/announcements/${id}`, { signal: abort.signal }).then(
      (data) => setRecord({ status: 'ready', data }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        logLoadFailure(`a/announcements/${id}`, error);
        setRecord({ status: hostFailure(error).code === 'not-found' ? 'missing' : 'error' });
      },
    );
    return () => abort.abort();
  }, [client, id]);
  const replace = useCallback(
    (data: AdminAnnouncement) => setRecord({ status: 'ready', data }),
    [],
  );
  return { record, replace };
}

/** The announcement form's state and actions. */
export interface AnnouncementForm {
  state: SubmitState<AnnouncementValues, AdminAnnouncement>;
  flow: SubmitFlow<AnnouncementValues, AdminAnnouncement>;
  change: (patch: Partial<AnnouncementValues>) => void;
}

/**
 * The create or edit form (`POST a/announcements`, `PUT a/announcements/{id}`) through the
 * one submit flow: the same limits as the server's checked first and shown like its 422,
 * the input kept on any failure.
 */
export function useAnnouncementForm(
  saved: AdminAnnouncement | null,
  onSaved: (announcement: AdminAnnouncement) => void,
): AnnouncementForm {
  const client = useFlexportalClient();
  const t = useT(adminAnnouncementTexts);
  const start = useRef<AnnouncementValues>(
    saved
      ? { title: saved.title, message: saved.message, published: saved.published }
      : announcementDefaults(),
  );
  const [state, flow] = useSubmitFlow<AnnouncementValues, AdminAnnouncement>({
    defaults: () => start.current,
    send: async (values, request) => {
      const problems = announcementProblems(values);
      if (Object.keys(problems).length) {
        const errors: Record<string, string> = {};
        if (problems.title === 'required') errors.title = t('adminAnnouncement.titleRequired');
        if (problems.title === 'tooLong')
          errors.title = t('adminAnnouncement.titleTooLong', { max: ANNOUNCEMENT_LIMITS.title });
        if (problems.message === 'required')
          errors.message = t('adminAnnouncement.messageRequired');
        if (problems.message === 'tooLong')
          errors.message = t('adminAnnouncement.messageTooLong', {
            max: ANNOUNCEMENT_LIMITS.message,
          });
        // Answered like the server's 422, so both show beside the fields the same way.
        throw validationError(
          Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, [m]])),
          t('adminAnnouncement.invalid'),
        );
      }
      const announcement = await client.http.data<AdminAnnouncement>(
        saved ? `a/announcements/${saved.id}` : 'a/announcements',
        { ...request, method: saved ? 'PUT' : 'POST', body: toAnnouncementBody(values) },
      );
      // Before the flow resets the draft: an edited one then shows what was saved.
      if (saved)
        start.current = { ...toAnnouncementBody(values), published: announcement.published };
      return announcement;
    },
    otp: client.otp,
    onSuccess: (announcement) => {
      for (const key of ANNOUNCEMENT_CACHE_KEYS) client.cache.invalidate(key);
      onSaved(announcement);
    },
  });
  const change = useCallback((patch: Partial<AnnouncementValues>) => flow.setDraft(patch), [flow]);
  return { state, flow, change };
}

/**
 * Deleting an announcement (`DELETE a/announcements/{id}`) behind a Yes/No confirmation,
 * through the submit flow every form uses; the lists that showed it are made stale.
 */
export function useDeleteAnnouncement(
  id: number,
  onDeleted: (id: number) => void,
): ConfirmedDelete {
  const client = useFlexportalClient();
  const t = useT(adminAnnouncementTexts);
  return useConfirmedDelete({
    path: `a/announcements/${id}`,
    onDeleted: () => {
      for (const key of ANNOUNCEMENT_CACHE_KEYS) client.cache.invalidate(key);
      onDeleted(id);
    },
    failure: () => t('adminAnnouncement.deleteFailed'),
  });
}
