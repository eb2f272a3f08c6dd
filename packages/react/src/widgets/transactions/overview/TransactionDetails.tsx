import {
  formatAmount,
  formatDateTime,
  SOURCE_OF_FUNDS,
  type SourceOfFundsId,
} from '@flexportal/core';
import type { BankAccount, Transaction } from '@flexportal/core/contract';
import { type ReactNode, useId } from 'react';
import { transactionKindsTexts } from '../../../i18n/areas/transactionKinds.js';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { TransactionStatus } from '../TransactionStatus.js';
import { protocolName, typeName } from '../transactionKinds.js';
import { payeeRows } from './transactionLabels.js';

/** Props of {@link TransactionDetails}. */
export interface TransactionDetailsProps {
  /** The transaction to describe. */
  tx: Transaction;
  /** The company's accounts by id: names, and decimal places for the amounts (PP-5-20). */
  accounts: ReadonlyMap<number, BankAccount>;
}

/**
 * The facts of a transaction: name, type, status, date, accounts, amounts (decimal strings
 * shown with the account's decimals, never through floats), the exchange rate and
 * received amount when there is one, the source of funds, and the payee. CSS part `details`.
 */
export function TransactionDetails({ tx, accounts }: TransactionDetailsProps) {
  const t = useT(transactionsTexts, transactionKindsTexts, withdrawalTexts);
  const locale = useLocale();
  const titleId = useId();
  const from = tx.bank_account_id === null ? undefined : accounts.get(tx.bank_account_id);
  const to = tx.to_account_id === null ? undefined : accounts.get(tx.to_account_id);
  const money = (value: string, currency: string, subUnit?: number) =>
    formatAmount(value, locale, { currency, subUnit });
  const accountName = (id: number, account: BankAccount | undefined) =>
    account ? `${account.name} (${account.currency})` : `#${id}`;
  const source = tx.source_id as SourceOfFundsId | null | undefined;

  const rows: Array<[string, ReactNode, boolean?]> = [
    [t('transaction.name'), tx.name],
    [t('transaction.type'), typeName(t, tx.type)],
    [t('transaction.status'), <TransactionStatus key="status" status={tx.status} />],
    [
      t('transaction.createdAt'),
      <time key="created" dateTime={tx.created_at}>
        {formatDateTime(tx.created_at, locale)}
      </time>,
    ],
  ];
  if (tx.bank_account_id !== null)
    rows.push([t('transaction.account'), accountName(tx.bank_account_id, from)]);
  if (tx.to_account_id !== null)
    rows.push([t('transaction.toAccount'), accountName(tx.to_account_id, to)]);
  rows.push([t('transaction.amount'), money(tx.amount, tx.currency, from?.sub_unit), true]);
  rows.push([t('transaction.fee'), money(tx.fee_amount, tx.currency, from?.sub_unit), true]);
  if (tx.exchange_fee_amount && /[1-9]/.test(tx.exchange_fee_amount))
    rows.push([
      t('transaction.exchangeFee'),
      money(tx.exchange_fee_amount, tx.currency, from?.sub_unit),
      true,
    ]);
  rows.push([t('transaction.total'), money(tx.total_amount, tx.currency, from?.sub_unit), true]);
  rows.push([t('transaction.currency'), tx.currency]);
  if (tx.rate && tx.to_currency)
    rows.push([
      t('transaction.rate'),
      `1 ${tx.currency} = ${formatAmount(tx.rate, locale, { currency: tx.to_currency })}`,
    ]);
  if (tx.to_amount && tx.to_currency)
    rows.push([t('transaction.toAmount'), money(tx.to_amount, tx.to_currency, to?.sub_unit), true]);
  if (tx.transmission_protocol)
    rows.push([t('transaction.protocol'), protocolName(t, tx.transmission_protocol)]);
  rows.push([
    t('transaction.sourceOfFunds'),
    source && source in SOURCE_OF_FUNDS
      ? t(SOURCE_OF_FUNDS[source])
      : t('transaction.sourceNotSet'),
  ]);
  const payee = payeeRows(tx.customer);

  return (
    <section className="fp-card" part="details" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('transaction.details')}</h3>
      <dl className="fp-rows">
        {rows.map(([term, value, amount]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd data-amount={amount || undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {payee.length > 0 ? (
        <>
          <h3>{t('transaction.payee')}</h3>
          <dl className="fp-rows">
            {payee.map((row) => (
              <div key={row.field}>
                <dt>{t(row.label)}</dt>
                <dd>{row.valueKey ? t(row.valueKey) : row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </section>
  );
}
