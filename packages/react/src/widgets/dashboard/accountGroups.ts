import type { BankAccount } from '@flexportal/core/contract';

/** Accounts of one kind, fiat or crypto (spec 3: Account types). */
export interface AccountGroup {
  /** The kind. */
  type: 'fiat' | 'crypto';
  /** Its accounts in the server's order. */
  accounts: BankAccount[];
}

/**
 * Splits accounts into fiat and crypto by `currency_unit.currency_type`, fiat first;
 * an account without a type counts as fiat. Empty groups are left out.
 */
export function accountGroups(accounts: readonly BankAccount[]): AccountGroup[] {
  const crypto = accounts.filter((a) => a.currency_unit?.currency_type === 'crypto');
  const fiat = accounts.filter((a) => a.currency_unit?.currency_type !== 'crypto');
  const groups: AccountGroup[] = [
    { type: 'fiat', accounts: fiat },
    { type: 'crypto', accounts: crypto },
  ];
  return groups.filter((g) => g.accounts.length > 0);
}
