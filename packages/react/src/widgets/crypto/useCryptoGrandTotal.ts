import { fieldErrors, toErrorResponse } from '@flexportal/core';
import type { GrandTotal } from '@flexportal/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';
import type { GrandTotalState } from '../payments/withdrawal/useGrandTotal.js';

const GRAND_TOTAL_DEBOUNCE_MS = 350;

/**
 * The debounced fee preview of a crypto draft (PP-3.4): POSTs `body` to `path` once the
 * draft rests, one request in flight (a newer draft aborts the older request); a null body
 * (required fields missing, PP-5-16) clears it. A refused preview puts its field errors on
 * the form (PP-5-05). Grand-total answers may carry `to_amount` and `rate` besides PP-3.4.
 */
export function useCryptoGrandTotal(path: string, body: object | null) {
  const client = useFlexportalClient();
  const [state, setState] = useState<GrandTotalState>({ status: 'empty' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = body ? JSON.stringify(body) : null;
  const bodyRef = useRef(body);
  bodyRef.current = body;
  useEffect(() => {
    if (!key || !bodyRef.current) {
      setState({ status: 'empty' });
      setErrors({});
      return;
    }
    const controller = new AbortController();
    const sent = bodyRef.current;
    const timer = setTimeout(() => {
      setState({ status: 'loading' });
      client.http
        .data<GrandTotal>(path, { method: 'POST', body: sent, signal: controller.signal })
        .then(
          (total) => {
            setErrors({});
            setState({ status: 'ready', total });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const res = toErrorResponse(error);
            setErrors(res.status === 422 ? fieldErrors(res.body) : {});
            setState({ status: 'error' });
          },
        );
    }, GRAND_TOTAL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, path, key]);
  return { state, errors };
}
