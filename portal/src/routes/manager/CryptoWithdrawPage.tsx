import { formatAmount, parsePaymentQuery } from '@flexportal/core';
import { CryptoWithdraw } from '@flexportal/react/crypto-withdraw';
import { useSearchParams } from 'react-router';
import { toasts } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';

/**
 * manager.crypto.withdraw (`/manager/crypto/withdraw`): the crypto withdraw screen with the
 * only two query shortcuts that route takes, `amt` and `aid` (PP-2.4-12); anything else in
 * the query is ignored. The PP-2.2-11 redirect runs before this page (the route's loader).
 */
export default function CryptoWithdrawPage() {
  const [search] = useSearchParams();
  const { locale } = usePortalT();
  const q = parsePaymentQuery('crypto-withdraw', search);
  return (
    <CryptoWithdraw
      // A new URL is a new form: its shortcuts prefill from scratch.
      key={search.toString()}
      {...(q.amount ? { amount: q.amount } : {})}
      {...(q.account_id ? { accountId: q.account_id } : {})}
      onSubmitted={(d) =>
        toasts.show(
          `${d.name}: ${formatAmount(d.total_amount, locale, { currency: d.currency })}`,
          { kind: 'success' },
        )
      }
    />
  );
}
