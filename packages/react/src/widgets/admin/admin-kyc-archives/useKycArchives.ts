import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { KycArchive } from '@flexportal/core/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import type { ListLoader } from '../../../lists/index.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import {
  hasPendingArchive,
  initialKycArchiveValues,
  type KycArchiveValues,
  kycArchiveBody,
} from './kycArchiveRules.js';

/** How often the list asks again while an archive is being built. */
const PENDING_REFRESH_MS = 1000;

/** The archives screen's list loader and generate form. */
export interface KycArchivesModel {
  /** Loads a page of `GET a/kyc-file-archives` (a new loader loads again). */
  load: ListLoader<KycArchive>;
  /** The generate form's draft, field errors and status. */
  state: SubmitState<KycArchiveValues, KycArchive>;
  /** The generate form's submit flow. */
  flow: SubmitFlow<KycArchiveValues, KycArchive>;
}

/**
 * Binds the archives list to the client and queues new archives
 * (`POST a/kyc-file-archives`) through the one submit flow. After a queued archive, and
 * while a loaded page shows one queued or processing, the list loads again every second.
 */
export function useKycArchives(): KycArchivesModel {
  const client = useFlexportalClient();
  const [version, setVersion] = useState(0);
  const [pendingLoads, setPendingLoads] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for "load again"
  const load = useCallback<ListLoader<KycArchive>>(
    async ({ page, per_page }, signal) => {
      const result = await client.http.list<KycArchive>(
        'a/kyc-file-archives',
        { page, per_page },
        { signal },
      );
      if (hasPendingArchive(result.items)) setPendingLoads((n) => n + 1);
      return result;
    },
    [client, version],
  );
  useEffect(() => {
    if (pendingLoads === 0) return;
    const timer = setTimeout(refresh, PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [pendingLoads, refresh]);
  const [state, flow] = useSubmitFlow<KycArchiveValues, KycArchive>({
    defaults: () => initialKycArchiveValues(new Date()),
    send: (values, request) =>
      client.http.data<KycArchive>('a/kyc-file-archives', {
        ...request,
        method: 'POST',
        body: kycArchiveBody(values),
      }),
    otp: client.otp,
    onSuccess: refresh,
  });
  return { load, state, flow };
}
