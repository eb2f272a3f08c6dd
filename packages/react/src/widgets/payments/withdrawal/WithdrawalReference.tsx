import type { NamedEntry } from '@flexportal/core/contract';
import { useDictionary } from '../../../hooks/useDictionary.js';
import { withdrawalTexts } from '../../../i18n/areas/withdrawal.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { bindField } from '../../../ui/bindField.js';
import { Field } from '../../../ui/Field.js';
import { SelectField } from '../../../ui/SelectField.js';
import type { WithdrawalModel } from './useWithdrawal.js';
import type { WithdrawalValues } from './withdrawalValues.js';

type Model = Pick<WithdrawalModel, 'values' | 'errors' | 'locked' | 'change' | 'account'>;

const idOf = (value: string) => Number(value) || null;
const errorsOf = (errors: Model['errors'], name: string) =>
  errors[name] ? [errors[name]] : undefined;

/**
 * Free-market fields (sector, industry, payment purpose by currency) only for a
 * free-market account, the BCB purpose code only for a BCB account (PP-3.5, PP-4.5-09/10),
 * then the reference message, which nothing ever locks (PP-4.5-17).
 */
export function WithdrawalReference(model: Model) {
  const t = useT(withdrawalTexts);
  const { values: v, account, locked, change, errors } = model;
  const sectors = useDictionary('free_market_sectors') ?? [];
  const purposes = useDictionary('free_market_payment_purposes') ?? {};
  const bcbCodes = useDictionary('bcb_purpose_codes') ?? [];
  const bind = bindField<WithdrawalValues>(model);
  const service = account?.payment_service;
  const options = (list: readonly NamedEntry[]) =>
    list.map((x) => ({ value: String(x.id), label: x.name }));
  const sector = sectors.find((s) => s.id === v.free_market_sector_id);
  const select = (
    name: 'free_market_sector_id' | 'free_market_industry_id' | 'free_market_payment_purpose_id',
    label: string,
    list: readonly NamedEntry[],
  ) => (
    <SelectField
      label={label}
      data-field={name}
      value={v[name] ?? ''}
      placeholder={t('common.choose')}
      disabled={locked.has(name)}
      errors={errorsOf(errors, name)}
      options={options(list)}
      onChange={(e) => change({ [name]: idOf(e.currentTarget.value) })}
    />
  );
  return (
    <>
      {service === 'free_market' ? (
        <div className="fp-grid">
          {v.customer_legal_type === 'individual'
            ? null
            : select('free_market_sector_id', t('withdrawal.sector'), sectors)}
          {sector
            ? select('free_market_industry_id', t('withdrawal.industry'), sector.industries ?? [])
            : null}
          {select(
            'free_market_payment_purpose_id',
            t('withdrawal.purpose'),
            purposes[account?.currency ?? ''] ?? [],
          )}
        </div>
      ) : null}
      {service === 'bcb' ? (
        <SelectField
          label={t('withdrawal.bcbCode')}
          data-field="bcb_purpose_code"
          value={v.bcb_purpose_code}
          placeholder={t('common.choose')}
          disabled={locked.has('bcb_purpose_code')}
          errors={errorsOf(errors, 'bcb_purpose_code')}
          options={bcbCodes.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
          onChange={(e) => change({ bcb_purpose_code: e.currentTarget.value })}
        />
      ) : null}
      <Field label={t('withdrawal.reference')} maxLength={140} {...bind('customer_ref_message')} />
    </>
  );
}
