import { transactionKindsTexts } from '../../i18n/areas/transactionKinds.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Badge } from '../../ui/Badge.js';
import { statusTone } from './statusTone.js';
import { statusName } from './transactionKinds.js';

/** Props of {@link TransactionStatus}. */
export interface TransactionStatusProps {
  /** The status as the server sends it. */
  status: string;
}

/** A transaction's status as a badge: its name in the reader's language, in its colour. */
export function TransactionStatus({ status }: TransactionStatusProps) {
  const t = useT(transactionKindsTexts);
  return <Badge tone={statusTone(status)}>{statusName(t, status)}</Badge>;
}
