import { parsePaymentQuery } from '@flexportal/core';
import { CryptoReceive } from '@flexportal/react/crypto-receive';
import { useSearchParams } from 'react-router';

/**
 * manager.crypto.deposit (`/manager/crypto/receive`): the receive screen with the crypto
 * forms' query shortcuts `amt` and `aid` (PP-2.4) as its amount and account.
 */
export default function CryptoReceivePage() {
  const [search] = useSearchParams();
  const q = parsePaymentQuery('crypto', search);
  return (
    <CryptoReceive
      key={search.toString()}
      {...(q.amount ? { amount: q.amount } : {})}
      {...(q.account_id ? { accountId: q.account_id } : {})}
    />
  );
}
