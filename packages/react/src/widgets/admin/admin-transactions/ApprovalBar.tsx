import { adminTransactionsTexts } from '../../../i18n/areas/adminTransactions.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import type { AdminTransaction } from './adminTransactionColumns.js';
import type { ApiApproval } from './useApiApproval.js';

/** Props of {@link ApprovalBar}. */
interface ApprovalBarProps {
  approval: ApiApproval;
  /** The rows of the page shown, for "choose all on this page". */
  page: readonly AdminTransaction[];
}

/**
 * The bulk approval of API payments above their list: choose the page, clear, approve the
 * chosen ones, and how the last approval ended (a polite status, an alert on failure).
 */
export function ApprovalBar({ approval, page }: ApprovalBarProps) {
  const t = useT(adminTransactionsTexts);
  const { selected, outcome } = approval;
  return (
    <div className="fp-approval" part="approval">
      <Button
        variant="secondary"
        disabled={page.length === 0}
        onClick={() => approval.selectAll(page)}
      >
        {t('adminTransactions.choosePage')}
      </Button>
      <Button variant="secondary" disabled={selected.size === 0} onClick={approval.clear}>
        {t('adminTransactions.clear')}
      </Button>
      <Button
        disabled={selected.size === 0}
        busy={approval.busy}
        onClick={() => void approval.approve([...selected.values()])}
      >
        {t('adminTransactions.approveChosen', { n: selected.size })}
      </Button>
      {outcome?.kind === 'approved' ? (
        <p className="fp-success" role="status">
          {t('adminTransactions.approved', { n: outcome.approved })}
          {outcome.refused.length > 0
            ? ` ${t('adminTransactions.refused', { ids: outcome.refused.join(', ') })}`
            : ''}
        </p>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p role="alert">{outcome.message ?? t('adminTransactions.failed')}</p>
      ) : null}
    </div>
  );
}
