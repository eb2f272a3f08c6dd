import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { Report } from '@flexportal/core/contract';
import { useRef } from 'react';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import {
  type GenerateReportValues,
  generateReportBody,
  initialReportValues,
} from './reportRules.js';

/** The generate form's state and flow. */
export interface GenerateReportModel {
  /** Draft, field errors (422 beside the field), status. */
  state: SubmitState<GenerateReportValues, Report>;
  /** The form's submit flow. */
  flow: SubmitFlow<GenerateReportValues, Report>;
}

/**
 * Queues an approved-transactions report (`POST manager/reports/approved-transactions`)
 * through the one submit flow; `onQueued` then refreshes the list. The input stays after a
 * refused submit.
 */
export function useGenerateReport(
  accountId: number | null,
  onQueued: (report: Report) => void,
): GenerateReportModel {
  const client = useFlexportalClient();
  const queued = useRef(onQueued);
  queued.current = onQueued;
  const [state, flow] = useSubmitFlow<GenerateReportValues, Report>({
    defaults: () => initialReportValues(accountId),
    send: (values, request) =>
      client.http.data<Report>('manager/reports/approved-transactions', {
        ...request,
        method: 'POST',
        body: generateReportBody(values),
      }),
    otp: client.otp,
    onSuccess: (report) => queued.current(report),
  });
  return { state, flow };
}
