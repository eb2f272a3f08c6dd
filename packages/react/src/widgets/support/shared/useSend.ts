import { type FieldErrors, fieldErrors, toErrorResponse } from '@flexportal/core';
import { useCallback, useState } from 'react';

/** A send in flight, its field errors and its general error. */
export interface SendState {
  busy: boolean;
  errors: FieldErrors;
  failed: boolean;
}

/**
 * Runs one send at a time: busy while it runs, the server's field errors of a 422 (the form
 * keeps what the user wrote), `failed` otherwise. Resolves to the answer, or null on failure.
 */
export function useSend() {
  const [state, setState] = useState<SendState>({ busy: false, errors: {}, failed: false });
  const run = useCallback(async <T>(send: () => Promise<T>): Promise<T | null> => {
    setState({ busy: true, errors: {}, failed: false });
    try {
      const answer = await send();
      setState({ busy: false, errors: {}, failed: false });
      return answer;
    } catch (error) {
      const res = toErrorResponse(error);
      const errors = res.status === 422 ? fieldErrors(res.body) : {};
      setState({ busy: false, errors, failed: Object.keys(errors).length === 0 });
      return null;
    }
  }, []);
  return { ...state, run };
}
