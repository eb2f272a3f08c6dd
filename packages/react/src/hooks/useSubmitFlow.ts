import {
  createSubmitFlow,
  type SubmitFlow,
  type SubmitFlowOptions,
  type SubmitState,
} from '@flexportal/core';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';

/**
 * One form's submit flow (PP-4.1, 4.2) for a React view: created once per mounted form and
 * connected to the two-factor challenge by an effect, so React StrictMode's mount, unmount,
 * mount leaves it listening. The latest `send`, `summary` and callbacks are always used.
 * A screen's host events come from the flow's callbacks (`onSuccess`, `onChallenge`,
 * `onFailure`), never from watching its state: a state seen twice, or an `error` outcome
 * kept while a challenge is answered, would fire them twice or falsely (docs/events.md).
 * Returns the flow's state and its actions.
 */
export function useSubmitFlow<D extends object, R>(
  options: SubmitFlowOptions<D, R>,
): [SubmitState<D, R>, SubmitFlow<D, R>] {
  const latest = useRef(options);
  latest.current = options;
  const [flow] = useState(() =>
    createSubmitFlow<D, R>({
      ...options,
      send: (draft, request) => latest.current.send(draft, request),
      summary: (draft) => latest.current.summary?.(draft) ?? null,
      onSuccess: (result) => latest.current.onSuccess?.(result),
      onSubmit: () => latest.current.onSubmit?.(),
      onChallenge: () => latest.current.onChallenge?.(),
      onFailure: (failure) => latest.current.onFailure?.(failure),
    }),
  );
  useEffect(() => flow.connect(), [flow]);
  return [useStore(flow.store), flow];
}
