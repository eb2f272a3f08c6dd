import { REPORT_FORMATS } from '@flexportal/core';
import type { BankAccount } from '@flexportal/core/contract';
import { LIST_PERIODS } from '@flexportal/core/contract';
import { reportsTexts } from '../../../i18n/areas/reports.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { RadioGroup } from '../../../ui/RadioGroup.js';
import { SelectField } from '../../../ui/SelectField.js';
import type { GenerateReportValues } from './reportRules.js';
import type { GenerateReportModel } from './useGenerateReport.js';

/** Props of {@link GenerateReportForm}. */
export interface GenerateReportFormProps {
  /** The form's model. */
  model: GenerateReportModel;
  /** The company's accounts (empty while loading). */
  accounts: readonly BankAccount[];
}

/**
 * Account, period and format of a new approved-transactions report. The server's messages
 * sit beside the fields; a queued report is announced politely.
 */
export function GenerateReportForm({ model, accounts }: GenerateReportFormProps) {
  const t = useT(reportsTexts);
  const { state, flow } = model;
  const { draft, errors } = state;
  const change = (patch: Partial<GenerateReportValues>) => flow.setDraft(patch);
  return (
    <FlowForm
      className="fp-reports__form"
      state={state}
      onSubmit={() => void flow.submit()}
      title={t('reports.generate.title')}
      failure={(message) =>
        message ? translateCoreText(t, message) : t('reports.generate.failed')
      }
    >
      <div className="fp-grid">
        <SelectField
          label={t('reports.field.account')}
          name="bank_account_id"
          data-field="bank_account_id"
          value={draft.bank_account_id}
          placeholder={t('reports.chooseAccount')}
          options={accounts.map((a) => ({
            value: String(a.id),
            label: `${a.name} (${a.currency})`,
          }))}
          errors={errors.bank_account_id ? [errors.bank_account_id] : undefined}
          onChange={(e) => change({ bank_account_id: e.currentTarget.value })}
        />
        <SelectField
          label={t('reports.field.period')}
          name="period"
          data-field="period"
          value={draft.period}
          options={LIST_PERIODS.map((p) => ({ value: p, label: t(`reports.period.${p}`) }))}
          errors={errors.period ? [errors.period] : undefined}
          onChange={(e) =>
            change({ period: e.currentTarget.value as GenerateReportValues['period'] })
          }
        />
      </div>
      <RadioGroup
        legend={t('reports.field.format')}
        name="format"
        data-field="format"
        value={draft.format}
        options={REPORT_FORMATS.map((f) => ({ value: f, label: t(`reports.format.${f}`) }))}
        errors={errors.format ? [errors.format] : undefined}
        onChange={(v) => change({ format: v as GenerateReportValues['format'] })}
      />
      <div className="fp-actions">
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('reports.generate.submit')}
        </Button>
        <span role="status">{state.outcome === 'done' ? t('reports.generate.queued') : null}</span>
      </div>
    </FlowForm>
  );
}
