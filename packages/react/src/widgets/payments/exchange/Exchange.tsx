import { exchangeTexts } from '../../../i18n/areas/exchange.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { PairForm } from '../pairForm/PairForm.js';
import type { PairFormProps } from '../pairForm/pairFormProps.js';

/** Props of {@link Exchange}: PP-2.4's shortcuts (action, transactionId, amount, accountId, toAccountId) and callbacks. */
export type ExchangeProps = PairFormProps;

/**
 * The exchange screen (PP-2.5): fiat to fiat across currencies (INTERNAL), with the live
 * rate counting down on the 10 s timer and the grand total at that rate; a rate that moved
 * before submit shows the new total first. CSS parts: `form`, `quote`, `grand-total`, `button`.
 */
export function Exchange(props: ExchangeProps) {
  const t = useT(exchangeTexts);
  return <PairForm kind="exchange" title={t('exchange.title')} {...props} />;
}
