import { ERROR_CODE, SOURCE_OF_FUNDS, SOURCE_OF_FUNDS_CODE } from '@flexportal/core';
import { useState } from 'react';
import { transactionsTexts } from '../../../i18n/areas/transactions.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';

/** Props of {@link SourceOfFundsForm}. */
export interface SourceOfFundsFormProps {
  /** Sends the chosen value; an invalid one is only logged there (PP-5-21). */
  onSubmit: (value: string) => void;
  /** True while the change is being sent. */
  busy: boolean;
  /** The server's messages for `source_id` (422, PP-5-02). */
  errors?: readonly string[] | undefined;
}

const IDLE = { outcome: null, errors: {}, message: null } as const;

/**
 * The source-of-funds prompt (PP-8-15): 'Select source of funds', a select of Business (1)
 * or Customer (2) with the placeholder 'required', and a save button; saving with none chosen
 * says "required" beside the select and sends nothing. CSS parts `form`, `field`, `input`,
 * `button`.
 */
export function SourceOfFundsForm({ onSubmit, busy, errors }: SourceOfFundsFormProps) {
  const t = useT(transactionsTexts);
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    // The screen's flow says how the save ended, above the form.
    <FlowForm
      className="fp-card fp-source"
      state={IDLE}
      failure={() => null}
      onSubmit={() => {
        setEmpty(value === '');
        if (value !== '') onSubmit(value);
      }}
    >
      <SelectField
        label={t(SOURCE_OF_FUNDS_CODE.prompt)}
        name="source_id"
        data-field="source_id"
        required
        value={value}
        placeholder={t(SOURCE_OF_FUNDS_CODE.placeholder)}
        options={([1, 2] as const).map((id) => ({
          value: String(id),
          label: t(SOURCE_OF_FUNDS[id]),
        }))}
        errors={empty ? [ERROR_CODE.fieldRequired] : errors}
        onChange={(e) => {
          setEmpty(false);
          setValue(e.currentTarget.value);
        }}
      />
      <Button type="submit" busy={busy}>
        {t('transaction.sourceSubmit')}
      </Button>
    </FlowForm>
  );
}
