import { useEffect, useRef, useState } from 'react';

/** Where a call made on arrival stands. */
export type ArrivalCall<T> =
  | { status: 'pending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Makes `call` once per mounted page and reports its outcome. React StrictMode mounts,
 * unmounts and mounts again: the second run of the effect listens to the call the first
 * made instead of making another, so a single-use link (an e-mail approval, a sign-in key)
 * is never spent twice.
 */
export function useArrivalCall<T>(call: () => Promise<T>): ArrivalCall<T> {
  const made = useRef<Promise<T> | null>(null);
  const [state, setState] = useState<ArrivalCall<T>>({ status: 'pending' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per arrival
  useEffect(() => {
    made.current ??= call();
    let active = true;
    made.current.then(
      (value) => active && setState({ status: 'done', value }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
