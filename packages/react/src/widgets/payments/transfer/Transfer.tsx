import { transferTexts } from '../../../i18n/areas/transfer.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { PairForm } from '../pairForm/PairForm.js';
import type { PairFormProps } from '../pairForm/pairFormProps.js';

/** Props of {@link Transfer}: PP-2.4's shortcuts (action, transactionId, amount, accountId, toAccountId) and callbacks. */
export type TransferProps = PairFormProps;

/**
 * The transfer screen (PP-2.5): moves funds between the company's own accounts in one
 * currency (INTERNAL, default amount 100), with the grand total. CSS parts: `form`, `field`,
 * `input`, `grand-total`, `button`, `success`.
 */
export function Transfer(props: TransferProps) {
  const t = useT(transferTexts);
  return <PairForm kind="transfer" title={t('transfer.title')} {...props} />;
}
