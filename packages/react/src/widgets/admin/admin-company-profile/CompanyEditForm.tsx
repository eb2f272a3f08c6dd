import { COMPANY_FEATURES, COMPANY_TYPES, NODE_TYPES } from '@flexportal/core';
import type { Company } from '@flexportal/core/contract';
import { useRef } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminCompanyProfileTexts } from '../../../i18n/areas/adminCompanyProfile.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { RadioGroup } from '../../../ui/RadioGroup.js';
import { type CompanyValues, companyValues, toCompanyBody, toggled } from './companyRules.js';

/** Props of {@link CompanyEditForm}. */
interface CompanyEditFormProps {
  company: Company;
  /** The company as saved, for the rest of the screen. */
  onSaved: (company: Company) => void;
}

/**
 * The administrator's edit of a company (AC-7admin-11): enabled, features, company types
 * and node type, through the one submit flow (422 field errors, the input kept when it
 * fails); after a save the form shows what the server stored.
 */
export function CompanyEditForm({ company, onSaved }: CompanyEditFormProps) {
  const t = useT(adminCompanyProfileTexts);
  const client = useFlexportalClient();
  // What a successful save resets the draft to: the server's answer, not the first load.
  const saved = useRef(companyValues(company));
  const [state, flow] = useSubmitFlow<CompanyValues, Company>({
    defaults: () => saved.current,
    send: async (values, request) => {
      const answer = await client.http.data<Company>(`a/companies/${company.id}`, {
        ...request,
        method: 'PUT',
        body: toCompanyBody(values),
      });
      saved.current = companyValues(answer);
      return answer;
    },
    onSuccess: onSaved,
  });
  const v = state.draft;
  const error = (field: string) => (state.errors[field] ? [state.errors[field]] : undefined);
  return (
    <FlowForm
      className="fp-card"
      title={t('adminCompanyProfile.edit')}
      state={state}
      onSubmit={() => void flow.submit()}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
      success={state.outcome === 'done' ? t('adminCompanyProfile.saved') : null}
    >
      <CheckboxField
        label={t('adminCompanyProfile.enabled')}
        checked={v.enabled}
        onChange={(e) => flow.setDraft({ enabled: e.currentTarget.checked })}
      />
      <fieldset className="fp-section" data-field="enabled_features">
        <legend>{t('adminCompanyProfile.features')}</legend>
        {COMPANY_FEATURES.map((f) => (
          <CheckboxField
            key={f}
            label={t(`adminCompanyProfile.feature.${f}`)}
            checked={v.enabled_features.includes(f)}
            onChange={(e) =>
              flow.setDraft({
                enabled_features: toggled(
                  COMPANY_FEATURES,
                  v.enabled_features,
                  f,
                  e.currentTarget.checked,
                ),
              })
            }
          />
        ))}
        {error('enabled_features')?.map((m) => (
          <p key={m} role="alert">
            {m}
          </p>
        ))}
      </fieldset>
      <fieldset className="fp-section" data-field="company_types">
        <legend>{t('adminCompanyProfile.types')}</legend>
        {COMPANY_TYPES.map((type) => (
          <CheckboxField
            key={type}
            label={type}
            checked={v.company_types.includes(type)}
            onChange={(e) =>
              flow.setDraft({
                company_types: toggled(
                  COMPANY_TYPES,
                  v.company_types,
                  type,
                  e.currentTarget.checked,
                ),
              })
            }
          />
        ))}
        {error('company_types')?.map((m) => (
          <p key={m} role="alert">
            {m}
          </p>
        ))}
      </fieldset>
      <RadioGroup
        legend={t('adminCompanyProfile.nodeType')}
        name="node_type"
        data-field="node_type"
        value={v.node_type}
        errors={error('node_type')}
        options={NODE_TYPES.map((n) => ({ value: n, label: n }))}
        onChange={(n) => flow.setDraft({ node_type: n })}
      />
      <Button type="submit" busy={state.status === 'submitting'}>
        {t('adminCompanyProfile.save')}
      </Button>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
