import { formatAmount } from '@flexportal/core';
import type { Transaction } from '@flexportal/core/contract';
import { useId, useState } from 'react';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { overviewActions, returnFormOf } from './overviewRules.js';
import { DEFAULT_REPEAT_HREF, DEFAULT_RETURN_HREF, paymentLink } from './paymentLinks.js';
import type { WireConfirmation } from './useWireConfirmation.js';

/** Props of {@link TransactionActions}. */
export interface TransactionActionsProps {
  /** The transaction acted on. */
  tx: Transaction;
  /** The user is a manager: Deny, Repeat and Return are offered (PP-6-03). */
  canChange: boolean;
  /** True while a deny is being sent. */
  denying: boolean;
  /** Sends the deny, after the user confirmed it. */
  onDeny: () => void;
  /** The wire confirmation download. */
  wire: WireConfirmation;
  /** Template of the Repeat link (see `TransactionOverviewProps.repeatHref`). */
  repeatHref?: string | undefined;
  /** Template of the Return link. */
  returnHref?: string | undefined;
}

/**
 * What can be done with a transaction: Download wire confirmation, Repeat (a payment made
 * with a form), Return (a settled incoming payment) and Deny (a pending withdrawal; styled
 * destructive, never the primary button, and confirmed in a dialog). Each only where the
 * server accepts it ({@link overviewActions}). CSS parts `actions`, `button`, `dialog`.
 */
export function TransactionActions(props: TransactionActionsProps) {
  const { tx, canChange, denying, wire } = props;
  const t = useT(transactionsTexts);
  const locale = useLocale();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const offered = overviewActions(tx, canChange);
  const repeat = offered.repeat
    ? paymentLink(props.repeatHref || DEFAULT_REPEAT_HREF, tx, 'repeat')
    : null;
  const back = offered.return
    ? paymentLink(props.returnHref || DEFAULT_RETURN_HREF, tx, 'return', returnFormOf(tx))
    : null;
  return (
    <section className="fp-card" part="actions" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('transaction.actions')}</h3>
      <div className="fp-actions">
        <Button variant="secondary" busy={wire.busy} onClick={() => void wire.download()}>
          {t('transaction.download')}
        </Button>
        {repeat ? (
          <a className="fp-button" data-variant="secondary" part="button link" href={repeat}>
            {t('transaction.repeat')}
          </a>
        ) : null}
        {back ? (
          <a className="fp-button" data-variant="secondary" part="button link" href={back}>
            {t('transaction.return')}
          </a>
        ) : null}
        {offered.deny ? (
          <Button variant="danger" busy={denying} onClick={() => setConfirming(true)}>
            {t('transaction.deny')}
          </Button>
        ) : null}
      </div>
      {wire.failed ? (
        <p className="fp-alert" role="alert">
          {t('transaction.downloadFailed')}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        title={t('transaction.denyTitle', { name: tx.name })}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                props.onDeny();
              }}
            >
              {t('transaction.denyConfirm')}
            </Button>
          </>
        }
      >
        <p>
          {t('transaction.denyText', {
            total: formatAmount(tx.total_amount, locale),
            currency: tx.currency,
          })}
        </p>
      </Dialog>
    </section>
  );
}
