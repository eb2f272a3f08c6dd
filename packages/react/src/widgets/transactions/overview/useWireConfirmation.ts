import { hostFailure } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { wireConfirmationFilename } from './overviewRules.js';
import type { TransactionOverviewError } from './transactionOverviewProps.js';

/** The wire confirmation download of one transaction. */
export interface WireConfirmation {
  /** Fetches the PDF and offers it as a file. */
  download: () => Promise<void>;
  /** True while the PDF is being fetched. */
  busy: boolean;
  /** True when the last download failed. */
  failed: boolean;
}

/**
 * `GET manager/transactions/{id}/wire-confirmation` (PP-7.4-18) through the client, so the
 * bearer goes in a header as on every call, never in a link; the PDF is saved from an
 * object URL inside `container`.
 */
export function useWireConfirmation(
  tx: Pick<Transaction, 'id' | 'name'> | null,
  container: RefObject<Element | null>,
  onError: (error: TransactionOverviewError) => void,
): WireConfirmation {
  const client = useFlexportalClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const report = useRef(onError);
  report.current = onError;
  const id = tx?.id;
  const name = tx?.name;

  const download = useCallback(async () => {
    if (id === undefined || name === undefined) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadFile(
        client,
        `manager/transactions/${id}/wire-confirmation`,
        wireConfirmationFilename(name),
        container.current,
      );
    } catch (error) {
      setFailed(true);
      report.current(hostFailure(error));
    } finally {
      setBusy(false);
    }
  }, [client, id, name, container]);

  return { download, busy, failed };
}
