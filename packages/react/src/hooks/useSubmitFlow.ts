import {
  createSubmitFlow,
  type SubmitFlow,
  type SubmitFlowOptions,
  type SubmitState,
} from '@flexportal/core';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';

/**
 * One form's submit flow (PP-4.1, 4.2) for a React view: created once per mounted form,
 * disposed on unmount. The latest `send` and `onSuccess` are always used.
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
      send: (draft) => latest.current.send(draft),
      onSuccess: (result) => latest.current.onSuccess?.(result),
      onSubmit: () => latest.current.onSubmit?.(),
    }),
  );
  useEffect(() => () => flow.dispose(), [flow]);
  return [useStore(flow.store), flow];
}
