import type { Company } from '@flexportal/core/contract';
import { useCached } from '../hooks/useCached.js';
import { useSubmitFlow } from '../hooks/useSubmitFlow.js';
import { companyExpressTexts } from '../i18n/areas/companyExpress.js';
import { translateCoreText } from '../i18n/coreText.js';
import { useFlexportalClient, useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';
import { bindField } from '../ui/bindField.js';
import { Dialog } from '../ui/Dialog.js';
import { Field } from '../ui/Field.js';
import { FlowForm } from '../ui/FlowForm.js';
import { RadioGroup } from '../ui/RadioGroup.js';
import {
  COMPANY_LEGAL_TYPES,
  type CompanyExpressValues,
  companyExpressRefusals,
  companyExpressValues,
  refusedElsewhere,
  toCompanyExpressBody,
} from './companyExpressRules.js';
import { SubmitDialogs } from './SubmitDialogs.js';

/** Props of {@link CompanyExpressDialog}. */
export interface CompanyExpressDialogProps {
  /** The company it edits; null while closed. */
  companyId: number | null;
  /** Closes it (Escape, Cancel, or a save). */
  onClose: () => void;
}

/**
 * The express data entry modal for company data (PP-2.5-10): the company's name and legal
 * type in one short form, saved by `PUT a/companies/{id}` (AC-7admin-11) through the submit
 * flow. A refused save keeps every typed value and says beside each refused field what to
 * fix, in the catalogue's words; a save invalidates the cached company reads and closes it.
 * Escape and focus come from the dialog primitive.
 */
export function CompanyExpressDialog({ companyId, onClose }: CompanyExpressDialogProps) {
  const t = useT(companyExpressTexts);
  const client = useFlexportalClient();
  const path = companyId === null ? null : `a/companies/${companyId}`;
  // Always the server's current record: the modal edits what is stored now.
  const company = useCached<Company>(path, () => client.http.data<Company>(path ?? ''), 0);
  return (
    <Dialog open={companyId !== null} title={t('companyExpress.title')} onClose={onClose}>
      {companyId === null ? null : company.status === 'error' ? (
        <>
          <p role="alert">{t('companyExpress.loadFailed')}</p>
          <div className="fp-dialog__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
          </div>
        </>
      ) : company.status === 'ready' && company.data.id === companyId ? (
        <ExpressForm key={companyId} company={company.data} onClose={onClose} />
      ) : (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      )}
    </Dialog>
  );
}

function ExpressForm({ company, onClose }: { company: Company; onClose: () => void }) {
  const t = useT(companyExpressTexts);
  const client = useFlexportalClient();
  const [state, flow] = useSubmitFlow<CompanyExpressValues, Company>({
    defaults: () => companyExpressValues(company),
    send: (values, request) =>
      client.http.data<Company>(`a/companies/${company.id}`, {
        ...request,
        method: 'PUT',
        body: toCompanyExpressBody(values),
      }),
    onSuccess: () => {
      // The list, the profile and the names other screens show re-read the company.
      client.cache.invalidate('a/companies');
      onClose();
    },
  });
  const refusals = companyExpressRefusals(state.errors);
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(refusals)) errors[field] = t(key);
  const bind = bindField<CompanyExpressValues>({
    values: state.draft,
    errors,
    change: (patch) => flow.setDraft(patch),
  });
  return (
    // The dialog's title names it; a refusal of a field not shown here is a failure of the form.
    <FlowForm
      state={{ outcome: state.outcome, errors, message: state.message }}
      onSubmit={() => void flow.submit()}
      failure={(message) =>
        refusedElsewhere(state.errors) || !message
          ? t('companyExpress.failed')
          : translateCoreText(t, message)
      }
    >
      <Field label={t('companyExpress.name')} autoComplete="organization" {...bind('name')} />
      <RadioGroup
        legend={t('companyExpress.legalType')}
        name="legal_type"
        data-field="legal_type"
        value={state.draft.legal_type}
        errors={errors.legal_type ? [errors.legal_type] : undefined}
        options={COMPANY_LEGAL_TYPES.map((l) => ({
          value: l,
          label: t(`companyExpress.legal.${l}`),
        }))}
        onChange={(legal_type) => flow.setDraft({ legal_type })}
      />
      <div className="fp-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('companyExpress.save')}
        </Button>
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
