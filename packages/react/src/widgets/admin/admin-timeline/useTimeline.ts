import { CACHE_TTL } from '@flexportal/core';
import { timelineNoteProblem } from '@flexportal/core/admin';
import type { TimelineEntityDetail, TimelineEvent } from '@flexportal/core/contract';
import { useCallback, useState } from 'react';
import { type Resource, useCached } from '../../../hooks/useCached.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** The path of one entity under `a/timelines`. */
const entityPath = (entityClass: string, id: number) =>
  `a/timelines/${encodeURIComponent(entityClass)}/${id}`;

/** One entity and its timeline, read through the client's cache (AC-7admin-21/22). */
export interface TimelineModel {
  entity: Resource<TimelineEntityDetail>;
  events: Resource<TimelineEvent[]>;
  /** Loads both again (after a failure). */
  reload(): void;
}

/** The entity and its timeline, newest first as the server answers. */
export function useTimeline(entityClass: string, id: number): TimelineModel {
  const client = useFlexportalClient();
  const path = entityPath(entityClass, id);
  const entity = useCached<TimelineEntityDetail>(
    path,
    () => client.http.data<TimelineEntityDetail>(path),
    CACHE_TTL.activityLogs,
  );
  const events = useCached<TimelineEvent[]>(
    `${path}/timeline`,
    () => client.http.data<TimelineEvent[]>(`${path}/timeline`),
    CACHE_TTL.activityLogs,
  );
  const reload = useCallback(() => client.cache.invalidate(path), [client, path]);
  return { entity, events, reload };
}

/** The note form's draft. */
export interface NoteDraft {
  note: string;
}

/**
 * The "add a note" form (`POST a/timelines/{class}/{id}/timeline`) through the one submit
 * flow: the text is checked first (not empty, at most 1000 characters), kept on any failure,
 * cleared after success, and the timeline loads again so the note shows at its top.
 */
export function useAddNote(entityClass: string, id: number) {
  const client = useFlexportalClient();
  const path = `${entityPath(entityClass, id)}/timeline`;
  const [problem, setProblem] = useState<ReturnType<typeof timelineNoteProblem>>(null);
  const [state, flow] = useSubmitFlow<NoteDraft, TimelineEvent>({
    defaults: () => ({ note: '' }),
    send: (draft, request) =>
      client.http.data<TimelineEvent>(path, {
        ...request,
        method: 'POST',
        body: { note: draft.note },
      }),
    otp: client.otp,
    onSuccess: () => client.cache.invalidate(path),
  });
  const submit = useCallback(() => {
    const found = timelineNoteProblem(flow.store.getState().draft.note);
    setProblem(found);
    if (!found) void flow.submit();
  }, [flow]);
  const setNote = useCallback(
    (note: string) => {
      setProblem(null);
      flow.setDraft({ note });
    },
    [flow],
  );
  return { state, problem, submit, setNote };
}
