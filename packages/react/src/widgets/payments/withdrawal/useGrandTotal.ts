import { refusedFields } from '@flexportal/core';
import type { GrandTotal } from '@flexportal/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { GRAND_TOTAL_FIELDS, grandTotalBody } from './withdrawalRules.js';
import type { WithdrawalValues } from './withdrawalValues.js';

/** Fee preview state (PP-3.4, PP-4.5-18/19). */
export type GrandTotalState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; total: GrandTotal }
  | { status: 'error' };

const GRAND_TOTAL_DEBOUNCE_MS = 350;

/** The debounced fee preview: one request in flight, the older one aborted (PP-4.5-18/19). */
export function useGrandTotal(values: WithdrawalValues) {
  const client = useFlexportalClient();
  const [state, setState] = useState<GrandTotalState>({ status: 'empty' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const body = grandTotalBody(values);
  const key = body ? JSON.stringify(GRAND_TOTAL_FIELDS.map((f) => values[f])) : null;
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
        .data<GrandTotal>('manager/grand-total/iban', {
          method: 'POST',
          body: sent,
          signal: controller.signal,
        })
        .then(
          (total) => {
            setErrors({});
            setState({ status: 'ready', total });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            // PP-5-05: a refused preview puts its field errors on the form, as the
            // catalogue's codes (issue 38).
            setErrors(refusedFields(error, sent));
            setState({ status: 'error' });
          },
        );
    }, GRAND_TOTAL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, key]);
  return { state, errors };
}
