import { pollWhileVisible } from '@flexportal/core';
import { SYSTEM_SAMPLES, type SystemSubpage } from '@flexportal/core/admin';
import type { SystemSeries } from '@flexportal/core/contract';
import { useEffect, useState } from 'react';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** The series as the view sees it: the last answer, and whether the newest refresh failed. */
export type SeriesState =
  | { status: 'loading'; data?: undefined; failed?: undefined }
  | { status: 'error'; data?: undefined; failed?: undefined }
  | { status: 'ready'; data: SystemSeries; failed: boolean };

/**
 * `GET a/system/{subpage}` at once and every `seconds` while the page is visible (core's
 * `pollWhileVisible`, as the rates poll); hidden, it stops and it refreshes on return. A
 * failed refresh keeps the samples shown (and says so); failures are only logged (PP-8-18).
 * `attempt` restarts it (the retry).
 */
export function useSystemSeries(
  subpage: SystemSubpage | null,
  seconds: number,
  attempt: number,
): SeriesState {
  const client = useFlexportalClient();
  const [state, setState] = useState<SeriesState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger to start over
  useEffect(() => {
    if (!subpage) return;
    setState({ status: 'loading' });
    const controller = new AbortController();
    let busy = false;
    const run = () => {
      if (busy) return;
      busy = true;
      client.http
        .data<SystemSeries>(`a/system/${subpage}`, {
          query: { per_page: SYSTEM_SAMPLES },
          signal: controller.signal,
          retry: false,
        })
        .then(
          (data) => setState({ status: 'ready', data, failed: false }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            logLoadFailure(`a/system/${subpage}`, error);
            setState((s) => (s.status === 'ready' ? { ...s, failed: true } : { status: 'error' }));
          },
        )
        .finally(() => {
          busy = false;
        });
    };
    const stop = pollWhileVisible({ run, intervalMs: seconds * 1000 });
    return () => {
      stop();
      controller.abort();
    };
  }, [client, subpage, seconds, attempt]);
  return state;
}
