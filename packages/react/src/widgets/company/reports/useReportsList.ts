import type { Report } from '@flexportal/core/contract';
import { useCallback, useEffect, useState } from 'react';
import type { ListLoader } from '../../../lists/index.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { hasPendingReport } from './reportRules.js';

/** How often the list asks again while a report is being generated. */
const PENDING_REFRESH_MS = 2000;

/** The reports list's loader and a way to load it again. */
export interface ReportsListData {
  /** Loads a page of `GET manager/reports` (memoised; a new one loads again). */
  load: ListLoader<Report>;
  /** Loads the list again (after a report was queued). */
  refresh: () => void;
}

/**
 * Binds the reports list to the client, filtered by the page's account and report
 * (AC-2query). While a report of the page is queued or processing the list loads again
 * every 2 s, so its status turns to Ready without a reload.
 */
export function useReportsList(accountId: number | null, reportId: number | null): ReportsListData {
  const client = useFlexportalClient();
  const [version, setVersion] = useState(0);
  // Counts loads that found a report under way: each one arms the next refresh.
  const [pendingLoads, setPendingLoads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for "load again"
  const load = useCallback<ListLoader<Report>>(
    async ({ page, per_page }, signal) => {
      const query: Record<string, number> = {};
      if (accountId) query.bank_account_id = accountId;
      if (reportId) query.report_id = reportId;
      const result = await client.http.list<Report>(
        'manager/reports',
        { page, per_page },
        { query, signal },
      );
      if (hasPendingReport(result.items)) setPendingLoads((n) => n + 1);
      return result;
    },
    [client, accountId, reportId, version],
  );
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (pendingLoads === 0) return;
    const timer = setTimeout(refresh, PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [pendingLoads, refresh]);
  return { load, refresh };
}
