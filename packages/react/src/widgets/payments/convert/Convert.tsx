import { convertTexts } from '../../../i18n/areas/convert.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { PairForm } from '../pairForm/PairForm.js';
import type { PairFormProps } from '../pairForm/pairFormProps.js';

/** Props of {@link Convert}: PP-2.4's shortcuts (action, transactionId, amount, accountId, toAccountId) and callbacks. */
export type ConvertProps = PairFormProps;

/**
 * The convert screen (PP-2.5): between a fiat and a crypto account (CRYPTO_EXCHANGE,
 * default amount 1); typing either amount computes the other at the live rate (PP-5-19).
 * CSS parts: `form`, `quote`, `grand-total`, `button`.
 */
export function Convert(props: ConvertProps) {
  const t = useT(convertTexts);
  return <PairForm kind="convert" title={t('convert.title')} {...props} />;
}
