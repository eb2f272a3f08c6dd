import { hostFailure } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { mergeTransaction } from './overviewRules.js';
import type { TransactionOverviewError } from './transactionOverviewProps.js';

/** One transaction as the view sees it. */
export type TransactionResource =
  | { status: 'loading' }
  | { status: 'ready'; data: Transaction }
  | { status: 'not-found' }
  | { status: 'error'; error: TransactionOverviewError };

/** The loaded transaction and how to refresh it. */
export interface TransactionLoad {
  /** Where the load stands; a reload keeps the shown data until the new one arrives. */
  resource: TransactionResource;
  /** Reads the transaction again (after a change, for its new history). */
  reload: () => void;
  /** Shows the transaction a change answered at once, before the reload. */
  replace: (next: Transaction) => void;
}

/**
 * Reads `GET manager/transactions/{id}` (PP-7.4-14). A 404 (or an id that cannot exist)
 * is "not found", anything else an error the user can retry. Not cached: an overview is
 * opened to see the transaction as it is now.
 */
export function useTransaction(
  id: number | null,
  onLoadError: (error: TransactionOverviewError) => void,
): TransactionLoad {
  const client = useFlexportalClient();
  const [resource, setResource] = useState<TransactionResource>(
    id === null ? { status: 'not-found' } : { status: 'loading' },
  );
  const [round, setRound] = useState(0);
  const report = useRef(onLoadError);
  report.current = onLoadError;
  const shown = useRef(resource);
  shown.current = resource;

  useEffect(() => {
    void round; // each reload is a new round
    if (id === null) {
      setResource({ status: 'not-found' });
      return;
    }
    let live = true;
    // A reload keeps the transaction on screen; only a first load (or a failed one) shows
    // the skeleton.
    setResource((r) => (r.status === 'ready' && r.data.id === id ? r : { status: 'loading' }));
    client.http.data<Transaction>(`manager/transactions/${id}`).then(
      (data) => live && setResource({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        // A failed reload keeps what is shown (load failures are only logged, PP-8-18).
        const now = shown.current;
        if (now.status === 'ready' && now.data.id === id) {
          logLoadFailure(`manager/transactions/${id}`, error);
          return;
        }
        const detail = hostFailure(error);
        setResource(
          detail.status === 404 ? { status: 'not-found' } : { status: 'error', error: detail },
        );
        report.current(detail);
      },
    );
    return () => {
      live = false;
    };
  }, [client, id, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback(
    (next: Transaction) =>
      setResource((r) =>
        r.status === 'ready' && r.data.id === next.id
          ? { status: 'ready', data: mergeTransaction(r.data, next) }
          : r,
      ),
    [],
  );
  return { resource, reload, replace };
}
