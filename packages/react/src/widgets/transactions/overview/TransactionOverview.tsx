import { useEffect, useId, useRef } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { historyOf } from './historyOf.js';
import { overviewCss } from './overviewCss.js';
import { needsSourceOfFunds } from './overviewRules.js';
import { SourceOfFundsForm } from './SourceOfFundsForm.js';
import { TransactionActions } from './TransactionActions.js';
import { TransactionDetails } from './TransactionDetails.js';
import { TransactionHistory } from './TransactionHistory.js';
import type { TransactionOverviewProps } from './transactionOverviewProps.js';
import { useTransactionOverview } from './useTransactionOverview.js';

/**
 * The transaction overview (`/manager/transactions/{transaction_id}`, PP-2.3): details,
 * history, and for managers Deny (PP-4.6-04), the source-of-funds prompt (PP-8-14/15),
 * Repeat and Return; everyone may download the wire confirmation. Readers see it
 * read-only (PP-6-03). Signs the user in first when there is no session. CSS parts:
 * `overview`, `details`, `badge`, `history`, `actions`, `button`, `link`, `dialog`, `form`, `field`,
 * `label`, `input`, `error`, `notice`, `signin`.
 */
export function TransactionOverview(props: TransactionOverviewProps) {
  const ref = useStyles<HTMLDivElement>(overviewCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <OverviewScreen {...props} />
      </SignInGate>
    </div>
  );
}

function OverviewScreen(props: TransactionOverviewProps) {
  const t = useT(transactionsTexts);
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const model = useTransactionOverview(props, root);
  const { transaction, state, notice } = model;

  // After a change the control used may be gone (Deny, the prompt): focus goes to the
  // heading so keyboard users keep their place; the notice is announced by its region.
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);

  if (transaction.status === 'loading') {
    return (
      <section ref={root} className="fp-overview" part="overview" aria-busy="true">
        <p className="fp-hint" role="status">
          {t('transaction.loading')}
        </p>
        <div className="fp-skeleton-lines" aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
            <span key={k} className="fp-skeleton" />
          ))}
        </div>
      </section>
    );
  }
  if (transaction.status === 'not-found' || transaction.status === 'error') {
    const missing = transaction.status === 'not-found';
    return (
      <section ref={root} className="fp-overview" part="overview" aria-labelledby={titleId}>
        <h2 className="fp-overview__title" id={titleId}>
          {missing ? t('transaction.notFound') : t('transaction.loadFailed')}
        </h2>
        {missing ? (
          <p>{t('transaction.notFoundText')}</p>
        ) : (
          <div>
            <Button onClick={model.reload}>{t('transaction.retry')}</Button>
          </div>
        )}
      </section>
    );
  }

  const tx = transaction.data;
  const submitting = state.status === 'submitting';
  const action = state.draft.action;
  const failed = state.outcome === 'error' && !state.awaitingCode;
  const sourceErrors = failed && state.errors.source_id ? [state.errors.source_id] : undefined;
  const overall =
    failed && !sourceErrors && state.message ? translateCoreText(t, state.message) : null;
  return (
    <section ref={root} className="fp-overview" part="overview" aria-labelledby={titleId}>
      <h2 ref={heading} className="fp-overview__title" id={titleId} tabIndex={-1}>
        {t('transaction.title', { name: tx.name })}
      </h2>
      <p className="fp-notice" role="status" part="notice">
        {notice}
      </p>
      {overall ? (
        <p className="fp-alert" role="alert">
          {overall}
        </p>
      ) : null}
      {model.canChange && needsSourceOfFunds(tx) ? (
        <SourceOfFundsForm
          busy={submitting && action === 'source-of-funds'}
          errors={sourceErrors}
          onSubmit={model.setSourceOfFunds}
        />
      ) : null}
      <TransactionDetails tx={tx} accounts={model.accounts} />
      <TransactionActions
        tx={tx}
        canChange={model.canChange}
        denying={submitting && action === 'deny'}
        onDeny={model.deny}
        wire={model.wire}
        repeatHref={props.repeatHref}
        returnHref={props.returnHref}
      />
      <TransactionHistory entries={historyOf(tx.history)} />
      <SubmitDialogs state={state} flow={model.flow} />
    </section>
  );
}
