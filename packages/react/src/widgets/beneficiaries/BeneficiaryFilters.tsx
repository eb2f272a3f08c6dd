import type { BankAccount } from '@flexportal/core/contract';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import { type ListStateControls, SearchField } from '../../lists/index.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { SelectField } from '../../ui/SelectField.js';
import { SEARCH_MAX_LENGTH } from './beneficiaryQuery.js';

/** Props of {@link BeneficiaryFilters}. */
export interface BeneficiaryFiltersProps {
  /** The list's state and setters. */
  controls: ListStateControls;
  /** The company's accounts (empty while loading). */
  accounts: readonly BankAccount[];
}

/**
 * The search text and the account (PP-7.4-19: `search`, `bank_account_id`), written into
 * the list state under the API's own names so the URL carries them. The text is sent once
 * typing pauses, or at once on Enter.
 */
export function BeneficiaryFilters({ controls, accounts }: BeneficiaryFiltersProps) {
  const t = useT(beneficiariesTexts);
  const { bank_account_id: account = '' } = controls.state.filters as {
    bank_account_id?: string;
  };
  const { setFilters } = controls;
  const known = accounts.some((a) => String(a.id) === account);
  return (
    <>
      <SearchField
        controls={controls}
        label={t('beneficiaries.list.search')}
        maxLength={SEARCH_MAX_LENGTH}
      />
      <SelectField
        label={t('beneficiaries.list.account')}
        value={account}
        placeholder={t('beneficiaries.list.allAccounts')}
        options={[
          ...accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
          // An id from the URL that is not (yet) among the accounts stays selectable.
          ...(account && !known ? [{ value: account, label: `#${account}` }] : []),
        ]}
        onChange={(e) => setFilters({ bank_account_id: e.currentTarget.value })}
      />
    </>
  );
}
