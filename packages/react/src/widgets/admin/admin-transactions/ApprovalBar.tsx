import { formatAmount } from '@flexportal/core';
import { approvalTotals, canApproveApiPayments, DECLINE_REASON_MAX } from '@flexportal/core/admin';
import { useId } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { adminTransactionsTexts } from '../../../i18n/areas/adminTransactions.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import type { AdminTransaction } from './adminTransactionColumns.js';
import type { ApiApproval } from './useApiApproval.js';

/** Props of {@link ApprovalBar}. */
interface ApprovalBarProps {
  approval: ApiApproval;
  /** The rows of the page shown, for "choose all on this page". */
  page: readonly AdminTransaction[];
}

/**
 * The bulk decisions on API payments above their list: choose the page, clear, approve or
 * decline the chosen ones (each through its dialog), and how the last decision ended (a
 * polite status, an alert on failure).
 */
export function ApprovalBar({ approval, page }: ApprovalBarProps) {
  const t = useT(adminTransactionsTexts);
  const { selected, done, state } = approval;
  const chosen = [...selected.values()];
  const failed = state.outcome === 'error' && !state.awaitingCode && !approval.asking;
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
        onClick={() => approval.ask('approve', chosen)}
      >
        {t('adminTransactions.approveChosen', { n: selected.size })}
      </Button>
      <Button
        variant="danger"
        disabled={selected.size === 0}
        busy={approval.busy}
        onClick={() => approval.ask('decline', chosen)}
      >
        {t('adminTransactions.declineChosen', { n: selected.size })}
      </Button>
      {done ? (
        <p className="fp-success" role="status">
          {t(
            done.decision === 'approve'
              ? 'adminTransactions.approved'
              : 'adminTransactions.declined',
            {
              n: done.decided,
            },
          )}
          {done.refused.length > 0
            ? ` ${t('adminTransactions.refused', { ids: done.refused.join(', ') })}`
            : ''}
        </p>
      ) : null}
      {failed ? (
        <p role="alert">
          {state.message
            ? translateCoreText(t, state.message)
            : t(
                state.draft.decision === 'decline'
                  ? 'adminTransactions.declineFailed'
                  : 'adminTransactions.failed',
              )}
        </p>
      ) : null}
      <DecisionDialog approval={approval} />
      <SubmitDialogs state={state} flow={approval.flow} />
    </div>
  );
}

/**
 * The dialog of the decision asked for: approve names how many payments are sent and their
 * total per currency; decline asks for the reason (required, Enter sends it). A native
 * modal: focus stays inside, Escape cancels and focus returns to the button that opened it.
 */
function DecisionDialog({ approval }: { approval: ApiApproval }) {
  const t = useT(adminTransactionsTexts);
  const locale = useLocale();
  const formId = useId();
  const { asking, nodeTypeOf } = approval;
  const rows = asking?.rows ?? [];
  const sent = rows.filter((r) => canApproveApiPayments(nodeTypeOf(r.company_id)));
  const left = rows.filter((r) => !sent.includes(r)).map((r) => r.id);
  const total = approvalTotals(sent)
    .map((x) => formatAmount(x.amount, locale, { currency: x.currency }))
    .join(', ');
  const decline = asking?.decision === 'decline';
  const problem = approval.reasonProblem;
  const reasonError =
    problem === 'required'
      ? t('adminTransactions.reasonRequired')
      : problem === 'too-long'
        ? t('adminTransactions.reasonTooLong', { max: DECLINE_REASON_MAX })
        : problem;
  return (
    <Dialog
      open={asking !== null}
      title={t(decline ? 'adminTransactions.declineTitle' : 'adminTransactions.approveTitle')}
      onClose={approval.cancel}
      actions={
        <>
          <Button variant="secondary" onClick={approval.cancel}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={decline ? 'danger' : 'primary'}
            busy={approval.busy}
            disabled={sent.length === 0}
          >
            {t(decline ? 'adminTransactions.confirmDecline' : 'adminTransactions.confirmApprove')}
          </Button>
        </>
      }
    >
      {/* The bar announces how the decision ended, once the dialog has closed. */}
      <FlowForm
        id={formId}
        state={approval.state}
        onSubmit={() => void approval.confirm()}
        failure={() => null}
      >
        <p>{t(decline ? 'adminTransactions.declineText' : 'adminTransactions.approveText')}</p>
        <p className="fp-decision__summary">
          {t('adminTransactions.summary', { n: sent.length, total })}
        </p>
        {left.length > 0 ? <p>{t('adminTransactions.refused', { ids: left.join(', ') })}</p> : null}
        {decline ? (
          <Field
            label={t('adminTransactions.reason')}
            autoComplete="off"
            maxLength={DECLINE_REASON_MAX}
            value={approval.reason}
            onChange={(e) => approval.setReason(e.currentTarget.value)}
            errors={reasonError ? [reasonError] : undefined}
          />
        ) : null}
      </FlowForm>
    </Dialog>
  );
}
