import { formatAmount, parsePaymentQuery } from '@flexportal/core';
import { CryptoSell } from '@flexportal/react/crypto-sell';
import { useSearchParams } from 'react-router';
import { toasts } from '../../app/portalClient.js';
import { usePortalT } from '../../i18n/locale.js';

/**
 * manager.crypto.sell (`/manager/crypto/sell`): the sell screen with the crypto forms' query
 * shortcuts `amt`, `aid` and `tid` (PP-2.4) as its amount and accounts.
 */
export default function CryptoSellPage() {
  const [search] = useSearchParams();
  const { locale } = usePortalT();
  const q = parsePaymentQuery('crypto', search);
  return (
    <CryptoSell
      key={search.toString()}
      {...(q.amount ? { amount: q.amount } : {})}
      {...(q.account_id ? { accountId: q.account_id } : {})}
      {...(q.to_account_id ? { toAccountId: q.to_account_id } : {})}
      onSubmitted={(d) =>
        toasts.show(
          `${d.name}: ${formatAmount(d.to_amount, locale, { currency: d.to_currency })}`,
          { kind: 'success' },
        )
      }
    />
  );
}
