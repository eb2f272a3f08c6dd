import { ActivityLogs } from '@flexportal/react/activity-logs';
import { useSearchListState } from '../../app/lists/useSearchListState.js';

/** admin.activity-logs: the filters and page in the URL, rows opening the transaction's timeline. */
export default function AdminActivityLogsPage() {
  return (
    <ActivityLogs transactionHref="/admin/timelines/transactions/{id}" {...useSearchListState()} />
  );
}
