import type { BankAccount } from '@flexportal/core/contract';
import { useEffect, useState } from 'react';
import { beneficiariesTexts } from '../../i18n/areas/beneficiaries.js';
import type { ListStateControls } from '../../lists/index.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { Field } from '../../ui/Field.js';
import { SelectField } from '../../ui/SelectField.js';
import { SEARCH_MAX_LENGTH } from './beneficiaryQuery.js';

/** Props of {@link BeneficiaryFilters}. */
export interface BeneficiaryFiltersProps {
  /** The list's state and setters. */
  controls: ListStateControls;
  /** The company's accounts (empty while loading). */
  accounts: readonly BankAccount[];
}

/** How long typing pauses before the search runs: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * The search text and the account (PP-7.4-19: `search`, `bank_account_id`), written into
 * the list state under the API's own names so the URL carries them. The text is sent once
 * typing pauses, or at once on Enter.
 */
export function BeneficiaryFilters({ controls, accounts }: BeneficiaryFiltersProps) {
  const t = useT(beneficiariesTexts);
  const { search: current = '', bank_account_id: account = '' } = controls.state.filters as {
    search?: string;
    bank_account_id?: string;
  };
  const [text, setText] = useState(current);
  // A state changed from outside (the URL, the host) shows in the box; the box's own
  // committed text (spaces trimmed) is left as typed.
  useEffect(() => setText((typed) => (typed.trim() === current ? typed : current)), [current]);
  const { setFilters } = controls;
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => setFilters({ search: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, current, setFilters]);
  const known = accounts.some((a) => String(a.id) === account);
  return (
    <>
      <Field
        label={t('beneficiaries.list.search')}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setFilters({ search: text.trim() });
        }}
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
