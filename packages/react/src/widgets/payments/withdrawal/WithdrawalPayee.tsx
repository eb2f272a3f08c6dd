import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import type { MessageKey } from '../../../i18n/en.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { bindField } from '../../../ui/bindField.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { Field } from '../../../ui/Field.js';
import { CountrySelect } from '../../shared/CountrySelect.js';
import type { WithdrawalModel } from './useWithdrawal.js';
import type { TextField, WithdrawalValues } from './withdrawalValues.js';

type Model = Pick<WithdrawalModel, 'values' | 'errors' | 'locked' | 'change'>;

/** Text fields of a section, each with its label's key. */
type Row = readonly [TextField, MessageKey];

const BANK: readonly Row[] = [
  ['bank_swift', 'withdrawal.bankSwift'],
  ['bank_name', 'withdrawal.bankName'],
  ['bank_address', 'withdrawal.bankAddress'],
  ['bank_city', 'withdrawal.bankCity'],
  ['bank_country', 'withdrawal.bankCountry'],
];
const INTERMEDIARY: readonly Row[] = [
  ['intermediary_bank_swift', 'withdrawal.bankSwift'],
  ['intermediary_bank_name', 'withdrawal.bankName'],
  ['intermediary_bank_address', 'withdrawal.bankAddress'],
  ['intermediary_bank_city', 'withdrawal.bankCity'],
  ['intermediary_bank_country', 'withdrawal.bankCountry'],
  ['intermediary_bank_iban', 'withdrawal.iban'],
];
const ADDRESS: readonly Row[] = [
  ['customer_country', 'withdrawal.country'],
  ['customer_city', 'withdrawal.city'],
  ['customer_street', 'withdrawal.street'],
  ['customer_building_number', 'withdrawal.buildingNumber'],
  ['customer_building_name', 'withdrawal.buildingName'],
  ['customer_post_code', 'withdrawal.postCode'],
];

/** Which account fields the chosen service asks for (PP-4.5-03: sepa takes the IBAN). */
function accountRows(v: WithdrawalValues): Row[] {
  const rows: Row[] = [];
  if (v.transfer_service !== 'portal') rows.push(['customer_iban', 'withdrawal.iban']);
  if (v.transfer_service !== 'sepa') rows.push(['customer_account', 'withdrawal.account']);
  if (v.transfer_service === 'fps_chaps') rows.push(['customer_sort_code', 'withdrawal.sortCode']);
  return rows;
}

/** The payee: account, name, address, bank and the optional intermediary bank. */
export function WithdrawalPayee(model: Model) {
  const t = useT(withdrawalTexts);
  const bind = bindField<WithdrawalValues>(model);
  const v = model.values;
  // A country is picked from the dictionary by its code, like every country field (issue 38).
  const rows = (list: readonly Row[]) =>
    list.map(([name, label]) => {
      if (!name.endsWith('country')) return <Field key={name} label={t(label)} {...bind(name)} />;
      const { value, errors, readOnly } = bind(name);
      return (
        <CountrySelect
          key={name}
          label={t(label)}
          name={name}
          value={value}
          errors={errors}
          readOnly={readOnly}
          onChange={(code) => model.change({ [name]: code })}
        />
      );
    });
  const names: Row[] =
    v.customer_legal_type === 'individual'
      ? [
          ['customer_first_name', 'withdrawal.firstName'],
          ['customer_last_name', 'withdrawal.lastName'],
        ]
      : [['customer_name', 'withdrawal.companyName']];
  return (
    <>
      <fieldset className="fp-section" part="section payee">
        <legend>{t('withdrawal.payee')}</legend>
        <div className="fp-grid">{rows([...accountRows(v), ...names, ...ADDRESS])}</div>
      </fieldset>
      {v.transfer_service === 'portal' ? null : (
        <fieldset className="fp-section" part="section bank">
          <legend>{t('withdrawal.bank')}</legend>
          <div className="fp-grid">{rows(BANK)}</div>
          <CheckboxField
            label={t('withdrawal.hasIntermediary')}
            checked={v.has_intermediary_bank}
            disabled={model.locked.has('has_intermediary_bank')}
            data-field="has_intermediary_bank"
            onChange={(e) => model.change({ has_intermediary_bank: e.currentTarget.checked })}
          />
          {v.has_intermediary_bank ? (
            <fieldset className="fp-section" part="section intermediary">
              <legend>{t('withdrawal.intermediary')}</legend>
              <div className="fp-grid">{rows(INTERMEDIARY)}</div>
            </fieldset>
          ) : null}
        </fieldset>
      )}
    </>
  );
}
