import { formatAmount } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import type { MessageKey } from '../../i18n/en.js';
import type { Translate } from '../../i18n/translate.js';
import type { ColumnPriority, ListColumn } from '../../lists/index.js';
import { Badge } from '../../ui/Badge.js';
import {
  type AccountColumn,
  accountColumns,
  type CurrencyType,
  SIMPLE_ACCOUNT_COLUMNS,
} from './accountsRules.js';

const HEADERS: Readonly<Record<AccountColumn, MessageKey>> = {
  name: 'accounts.name',
  currency: 'accounts.currency',
  iban: 'accounts.iban',
  temporary_ibans: 'accounts.temporaryIbans',
  total_balance: 'accounts.total',
  available_balance: 'accounts.available',
  pending_balance: 'accounts.pending',
  selected: 'accounts.default',
};

// Name and available balance are what a phone keeps; IBAN and the default marker go last.
const PRIORITIES: Readonly<Record<AccountColumn, ColumnPriority>> = {
  name: 1,
  currency: 2,
  iban: 2,
  temporary_ibans: 4,
  total_balance: 3,
  available_balance: 1,
  pending_balance: 4,
  selected: 2,
};

type Balance = 'total_balance' | 'available_balance' | 'pending_balance';
const isBalance = (id: AccountColumn): id is Balance => id.endsWith('_balance');

/** One column's plain value. Balances are the API's decimal strings, exactly as sent. */
function plainValue(id: AccountColumn, a: BankAccount, defaultLabel: string): string {
  if (isBalance(id)) return a[id];
  if (id === 'iban') return a.iban ?? '';
  if (id === 'temporary_ibans') return (a.temporary_ibans ?? []).join(' ');
  if (id === 'selected') return a.selected ? defaultLabel : '';
  return a[id];
}

/**
 * The accounts table's columns for a tab, in the list mechanism's shape: IBANs for fiat
 * only, balances right-aligned in the `locale`'s number format (exact, never through a
 * float), the default marker as a badge, the simplified set flagged `simple`. The name
 * cannot be hidden.
 */
export function accountTableColumns(
  type: CurrencyType,
  t: Translate,
  locale: string,
): ListColumn<BankAccount>[] {
  const none = t('accounts.none');
  const defaultLabel = t('accounts.default');
  return accountColumns(type).map((id): ListColumn<BankAccount> => {
    const column: ListColumn<BankAccount> = {
      id,
      header: t(HEADERS[id]),
      value: (a) => plainValue(id, a, defaultLabel),
      simple: SIMPLE_ACCOUNT_COLUMNS.has(id),
      priority: PRIORITIES[id],
    };
    if (id === 'name') column.required = true;
    if (isBalance(id)) {
      column.align = 'end';
      // Shown by PP-5-20 (sub_unit); the plain value (CSV, print) stays the exact string.
      column.cell = (a) => (
        <span className="fp-accounts__amount">
          {formatAmount(a[id], locale, { subUnit: a.sub_unit })}
        </span>
      );
    }
    if (id === 'iban') column.cell = (a) => a.iban || none;
    if (id === 'temporary_ibans') {
      column.cell = (a) =>
        a.temporary_ibans?.length ? (
          <ul className="fp-accounts__ibans">
            {a.temporary_ibans.map((iban) => (
              <li key={iban}>{iban}</li>
            ))}
          </ul>
        ) : (
          none
        );
    }
    if (id === 'selected') {
      column.cell = (a) => (a.selected ? <Badge tone="info">{defaultLabel}</Badge> : null);
    }
    return column;
  });
}
