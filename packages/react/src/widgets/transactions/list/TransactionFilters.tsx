import { formatDecimal } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { listsTexts } from '../../../i18n/areas/lists.js';
import type { ListStateControls } from '../../../lists/useListState.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { SelectField } from '../../../ui/SelectField.js';
import { FILTER_PERIODS, isFilterPeriod, readTransactionFilters } from './transactionListRules.js';

/** Props of {@link TransactionFilters}. */
export interface TransactionFiltersProps {
  /** The list's state and setters. */
  controls: ListStateControls;
  /** The company's accounts (empty while loading). */
  accounts: readonly BankAccount[];
}

/**
 * Account, period, from and to: every control writes the spec's query names into the list
 * state, so the URL carries them (PP-2.4). Choosing a period clears typed dates, whose
 * inputs then show the period's own range; writing a canonical key drops its alias.
 */
export function TransactionFilters({ controls, accounts }: TransactionFiltersProps) {
  const t = useT(listsTexts);
  const locale = useLocale();
  const f = readTransactionFilters(controls.state.filters);
  const ids = f.transaction_ids ?? [];
  const account = f.bank_account_id ?? '';
  const known = accounts.some((a) => String(a.id) === account);
  return (
    <>
      <SelectField
        label={t('txList.account')}
        value={account}
        placeholder={t('txList.allAccounts')}
        options={[
          ...accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
          // An id from the URL that is not (yet) among the accounts stays selectable.
          ...(account && !known ? [{ value: account, label: `#${account}` }] : []),
        ]}
        onChange={(e) =>
          controls.setFilters({ bank_account_id: e.currentTarget.value, bid: undefined })
        }
      />
      <SelectField
        label={t('txList.period')}
        value={isFilterPeriod(f.period) ? f.period : ''}
        placeholder={t('txList.anyPeriod')}
        options={FILTER_PERIODS.map((p) => ({ value: p, label: t(`txList.period.${p}`) }))}
        onChange={(e) =>
          controls.setFilters({
            period: e.currentTarget.value,
            from_date: undefined,
            start_date: undefined,
            to_date: undefined,
            end_date: undefined,
          })
        }
      />
      <Field
        label={t('txList.from')}
        type="date"
        value={f.from_date ?? ''}
        max={f.to_date}
        onChange={(e) =>
          controls.setFilters({ from_date: e.currentTarget.value, start_date: undefined })
        }
      />
      <Field
        label={t('txList.to')}
        type="date"
        value={f.to_date ?? ''}
        min={f.from_date}
        onChange={(e) =>
          controls.setFilters({ to_date: e.currentTarget.value, end_date: undefined })
        }
      />
      {ids.length ? (
        <p className="fp-hint" role="status">
          {t('txList.chosen', { n: formatDecimal(ids.length, locale) })}{' '}
          <Button variant="secondary" onClick={() => controls.setFilters({ 'tid[]': undefined })}>
            {t('txList.showAll')}
          </Button>
        </p>
      ) : null}
    </>
  );
}
