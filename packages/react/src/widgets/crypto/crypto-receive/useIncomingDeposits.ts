import { addDecimal, compareDecimal } from '@flexportal/core';
import { useEffect, useRef, useState } from 'react';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** A deposit seen arriving on the live channel. */
export interface IncomingDeposit {
  /** What the balance grew by, a decimal string. */
  amount: string;
  currency: string;
  /** The total balance after it. */
  total: string;
}

/**
 * Deposits arriving at an account while the screen is open: each live `account.updated`
 * of that account whose total balance grew is one (AC-7live), shown without a reload.
 * `knownTotal` is the balance the screen loaded, the first one compared against.
 */
export function useIncomingDeposits(accountId: number | null, knownTotal: string | null) {
  const client = useFlexportalClient();
  const [deposits, setDeposits] = useState<IncomingDeposit[]>([]);
  const known = useRef(knownTotal);
  known.current = knownTotal;
  const last = useRef<string | null>(null);
  // The loaded balance is the start until the first live update of the account.
  if (last.current === null) last.current = knownTotal;
  useEffect(() => {
    last.current = known.current;
    setDeposits([]);
    if (accountId === null) return;
    return client.live.on('account.updated', (account) => {
      if (account.id !== accountId) return;
      const before = last.current;
      last.current = account.total_balance;
      if (before === null || compareDecimal(account.total_balance, before) <= 0) return;
      const amount = addDecimal(account.total_balance, `-${before}`);
      setDeposits((list) => [
        { amount, currency: account.currency, total: account.total_balance },
        ...list,
      ]);
    });
  }, [client, accountId]);
  return deposits;
}
