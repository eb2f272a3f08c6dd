import { USER_CACHE_KEY } from '@flexportal/core';
import type { PspProfile, PspSignUp as PspSignUpBody } from '@flexportal/core/contract';
import { useEffect, useId, useRef } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { pspSignUpTexts } from '../../../i18n/areas/pspSignUp.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { CheckboxField } from '../../../ui/CheckboxField.js';
import { Field } from '../../../ui/Field.js';
import { useFieldErrorText } from '../../../ui/FieldError.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { PspGate } from '../shared/PspGate.js';
import { PSP_PROFILE_KEY, usePspProfile } from '../shared/usePspProfile.js';

/** Props of {@link PspSignUp}. */
export type PspSignUpProps = Record<never, never>;

type SignUpValues = Omit<PspSignUpBody, 'accept_terms'> & { accept_terms: boolean };

const EMPTY: SignUpValues = {
  website: '',
  business_description: '',
  monthly_volume: '',
  accept_terms: false,
};

/**
 * Sign-up to the payment provider (`/manager/psp-portal/sign-up`, AC-7mgr-36): the merchant
 * application (website, business, expected monthly volume, terms). Sent again it updates
 * the answers; a refusal keeps the input and shows each message beside its field.
 * CSS part: `psp-sign-up`.
 */
export function PspSignUp(_props: PspSignUpProps) {
  return (
    <PspGate>
      <PspSignUpScreen />
    </PspGate>
  );
}

function PspSignUpScreen() {
  const t = useT(pspSignUpTexts);
  // Each refused answer in the screen's words (issue 38).
  const own = {
    website: t('pspSignUp.fieldErrors.website'),
    monthly_volume: t('pspSignUp.fieldErrors.monthly_volume'),
    accept_terms: t('pspSignUp.fieldErrors.accept_terms'),
  };
  const errorText = useFieldErrorText(own);
  const titleId = useId();
  const client = useFlexportalClient();
  const profile = usePspProfile();
  const [state, flow] = useSubmitFlow<SignUpValues, PspProfile>({
    defaults: () => EMPTY,
    send: (values, request) =>
      client.http.data<PspProfile>('manager/psp-portal/sign-up', {
        ...request,
        method: 'POST',
        body: { ...values, monthly_volume: values.monthly_volume.trim() },
      }),
    otp: client.otp,
    onSuccess: () => {
      client.cache.invalidate(PSP_PROFILE_KEY);
      // `psp_portal_attached` of the company changed.
      client.cache.invalidate(USER_CACHE_KEY);
    },
  });
  // The earlier answers fill the form once, so a sign-up sent again starts from them.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || profile.status !== 'ready') return;
    filled.current = true;
    const p = profile.data;
    if (p.website)
      flow.setDraft({
        website: p.website,
        business_description: p.business_description ?? '',
        monthly_volume: p.monthly_volume ?? '',
      });
  }, [profile, flow]);
  const values = state.draft;
  const change = (patch: Partial<SignUpValues>) => flow.setDraft({ ...values, ...patch });
  const bind = bindField<SignUpValues>({ values, errors: state.errors, change });
  const overall =
    state.outcome === 'error' && Object.keys(state.errors).length === 0 && state.message
      ? translateCoreText(t, state.message)
      : null;
  const attached = profile.status === 'ready' && profile.data.psp_portal_attached;
  return (
    <section className="fp-psp fp-psp-sign-up" part="psp-sign-up" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pspSignUp.title')}</h2>
      {state.outcome === 'done' && state.result ? (
        <p role="status" className="fp-success">
          {t('pspSignUp.done', { merchant: state.result.merchant_id })}
        </p>
      ) : attached ? (
        <p className="fp-psp__hint">
          {t('pspSignUp.already', { merchant: profile.data.merchant_id })}
        </p>
      ) : null}
      {overall ? (
        <p role="alert" className="fp-psp__error">
          {overall}
        </p>
      ) : null}
      {/* Its failure is said above it, beside the sign-up's state lines. */}
      <FlowForm
        className="fp-psp__form"
        aria-labelledby={titleId}
        state={state}
        onSubmit={() => void flow.submit()}
        failure={() => null}
        fieldErrors={own}
      >
        <Field
          label={t('pspSignUp.website')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          {...bind('website')}
        />
        <Field label={t('pspSignUp.business')} {...bind('business_description')} />
        <Field
          label={t('pspSignUp.volume')}
          inputMode="decimal"
          hint={t('pspSignUp.volumeHint')}
          {...bind('monthly_volume')}
        />
        <CheckboxField
          label={t('pspSignUp.terms')}
          name="accept_terms"
          data-field="accept_terms"
          checked={values.accept_terms}
          onChange={(e) => change({ accept_terms: e.currentTarget.checked })}
        />
        {state.errors.accept_terms ? (
          <p className="fp-field__error" role="alert">
            {errorText(state.errors.accept_terms, 'accept_terms', t('pspSignUp.terms'))}
          </p>
        ) : null}
        <div className="fp-dialog__actions">
          <Button type="submit" busy={state.status === 'submitting'}>
            {attached ? t('pspSignUp.update') : t('pspSignUp.submit')}
          </Button>
        </div>
      </FlowForm>
      <SubmitDialogs state={state} flow={flow} />
    </section>
  );
}
