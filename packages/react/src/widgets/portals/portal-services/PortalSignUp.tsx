import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { portalServicesTexts } from '../../../i18n/areas/portalServices.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { Field } from '../../../ui/Field.js';
import { useFieldErrorText } from '../../../ui/FieldError.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { CountrySelect } from '../../shared/CountrySelect.js';
import { serviceLabel } from './ServiceList.js';
import { type SignUpKind, type SignUpValues, usePortalSignUp } from './usePortalSignUp.js';

/** Props of {@link PortalSignUp}. */
export interface PortalSignUpProps {
  service: string;
  onSignedUp: () => void;
}

const KINDS: readonly SignUpKind[] = ['company', 'employee'];

/**
 * The sign-up questionnaire of a portal service, as company or as employee (AC-7mgr-35).
 * A refused submit keeps the input and shows each message beside its field.
 */
export function PortalSignUp({ service, onSignedUp }: PortalSignUpProps) {
  const t = useT(portalServicesTexts);
  const errorText = useFieldErrorText();
  const [state, flow] = usePortalSignUp(service, onSignedUp);
  const values = state.draft;
  const change = (patch: Partial<SignUpValues>) => flow.setDraft({ ...values, ...patch });
  const bind = bindField<SignUpValues>({ values, errors: state.errors, change });
  return (
    <FlowForm
      className="fp-portal-services__form"
      title={t('portalServices.signUp', { service: serviceLabel(service) })}
      state={state}
      onSubmit={() => void flow.submit()}
      failure={(message) => (message ? translateCoreText(t, message) : null)}
    >
      <fieldset className="fp-portal-services__kinds">
        <legend>{t('portalServices.signUpAs')}</legend>
        {KINDS.map((kind) => (
          <label key={kind} className="fp-check">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => change({ kind })}
            />{' '}
            {t(kind === 'company' ? 'portalServices.asCompany' : 'portalServices.asEmployee')}
          </label>
        ))}
      </fieldset>
      {values.kind === 'company' ? (
        <>
          <Field label={t('portalServices.companyName')} {...bind('company_name')} />
          <Field label={t('portalServices.registrationNumber')} {...bind('registration_number')} />
          <CountrySelect
            label={t('portalServices.country')}
            name="country"
            value={values.country}
            errors={bind('country').errors}
            onChange={(country) => change({ country })}
          />
          <Field
            label={t('portalServices.contactEmail')}
            type="email"
            autoComplete="email"
            {...bind('contact_email')}
          />
        </>
      ) : (
        <>
          <Field
            label={t('portalServices.firstName')}
            autoComplete="given-name"
            {...bind('first_name')}
          />
          <Field
            label={t('portalServices.lastName')}
            autoComplete="family-name"
            {...bind('last_name')}
          />
          <Field label={t('portalServices.position')} {...bind('position')} />
        </>
      )}
      <CheckboxField
        label={t('portalServices.acceptTerms')}
        name="accept_terms"
        data-field="accept_terms"
        checked={values.accept_terms}
        onChange={(e) => change({ accept_terms: e.currentTarget.checked })}
      />
      {state.errors.accept_terms ? (
        <p className="fp-field__error" role="alert">
          {errorText(state.errors.accept_terms, 'accept_terms', t('portalServices.acceptTerms'))}
        </p>
      ) : null}
      <div className="fp-dialog__actions">
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('portalServices.signUpSubmit')}
        </Button>
      </div>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
