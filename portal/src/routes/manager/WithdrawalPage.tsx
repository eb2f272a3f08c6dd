import { formatAmount, parsePaymentQuery } from '@flexportal/core';
import { propsFromQuery, Withdrawal } from '@flexportal/react/withdrawal';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { toasts } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';
import { withdrawalMethodTarget } from './withdrawalMethod.js';

/**
 * manager.payments.withdrawal (`/manager/payments/withdrawal/{create|repeat|return}`): the
 * Withdrawal screen with the query shortcuts of PP-2.4 (act, tx, amt, aid, ag, rp, rp_acct,
 * rp_cur, fx). The path's action wins over `act`. The optional `method` (PP-2.3-04) transfer
 * or exchange hands the URL, `tid` included, to that form's page.
 */
export default function WithdrawalPage() {
  const { action, method } = useParams();
  const [search] = useSearchParams();
  const { locale } = usePortalT();
  const elsewhere = withdrawalMethodTarget(action, method, search);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  const props = propsFromQuery(parsePaymentQuery('withdrawal', search));
  if (action === 'repeat' || action === 'return') props.action = action;
  return (
    <Withdrawal
      // A new URL is a new form: its shortcuts prefill from scratch.
      key={`${action}?${search.toString()}`}
      {...props}
      transactionHref="/manager/transactions/{id}"
      onSubmitted={(d) =>
        toasts.show(
          `${d.name}: ${formatAmount(d.total_amount, locale, { currency: d.currency })}`,
          {
            kind: 'success',
          },
        )
      }
    />
  );
}
