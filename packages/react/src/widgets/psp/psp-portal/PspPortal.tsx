import { formatAmount, formatDateTime } from '@flexportal/core';
import type { PspPayment } from '@flexportal/core/contract';
import { useId } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { pspPortalTexts } from '../../../i18n/areas/pspPortal.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { PspGate } from '../shared/PspGate.js';
import { usePspProfile } from '../shared/usePspProfile.js';

/** Props of {@link PspPortal}. */
export type PspPortalProps = Record<never, never>;

/**
 * The PSP portal (`/manager/psp-portal`, AC-2manager-06, AC-7mgr-36): whether the company is
 * signed up to the payment provider and as which merchant, and the lookup of one payment by
 * its id. Signs the user in first when there is no session. CSS part: `psp-portal`.
 */
export function PspPortal(_props: PspPortalProps) {
  return (
    <PspGate>
      <PspPortalScreen />
    </PspGate>
  );
}

function PspPortalScreen() {
  const t = useT(pspPortalTexts);
  const titleId = useId();
  const profile = usePspProfile();
  return (
    <section className="fp-psp fp-psp-portal" part="psp-portal" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pspPortal.title')}</h2>
      {profile.status === 'ready' ? (
        <p role="status">
          {profile.data.psp_portal_attached
            ? t('pspPortal.signedUp', { merchant: profile.data.merchant_id })
            : t('pspPortal.notSignedUp')}
        </p>
      ) : profile.status === 'error' ? (
        <p role="alert" className="fp-psp__error">
          {t('pspPortal.loadFailed')}
        </p>
      ) : (
        <p aria-busy="true" className="fp-psp__hint">
          …
        </p>
      )}
      <PaymentLookup />
    </section>
  );
}

type LookupValues = { payment_id: string };

/** GET payments/{id}: one payment of the company; a refusal keeps the id typed. */
function PaymentLookup() {
  const t = useT(pspPortalTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const headingId = useId();
  const [state, flow] = useSubmitFlow<LookupValues, PspPayment>({
    defaults: () => ({ payment_id: '' }),
    send: ({ payment_id }, request) =>
      client.http.data<PspPayment>(`manager/psp-portal/payments/${payment_id}`, request),
    otp: client.otp,
  });
  const bind = bindField<LookupValues>({
    values: state.draft,
    errors: state.errors,
    // A payment id is digits only: anything else is dropped as it is typed.
    change: (patch) =>
      flow.setDraft({ ...state.draft, payment_id: (patch.payment_id ?? '').replace(/\D/g, '') }),
  });
  const failed =
    state.outcome === 'error' && Object.keys(state.errors).length === 0 && state.message
      ? translateCoreText(t, state.message)
      : null;
  const payment = state.outcome === 'done' ? state.result : null;
  return (
    <section aria-labelledby={headingId} className="fp-psp">
      <h3 id={headingId}>{t('pspPortal.lookup')}</h3>
      {/* A row of field and button: its failure is said under the row (fp-psp__error). */}
      <FlowForm
        className="fp-psp__row"
        aria-labelledby={headingId}
        state={state}
        onSubmit={() => void flow.submit()}
        failure={() => null}
      >
        <Field
          label={t('pspPortal.paymentId')}
          inputMode="numeric"
          maxLength={10}
          {...bind('payment_id')}
        />
        <Button
          type="submit"
          busy={state.status === 'submitting'}
          disabled={state.draft.payment_id === ''}
        >
          {t('pspPortal.lookUp')}
        </Button>
      </FlowForm>
      {failed ? (
        <p role="alert" className="fp-psp__error">
          {failed}
        </p>
      ) : null}
      {payment ? (
        <dl className="fp-psp__details" aria-label={t('pspPortal.payment', { id: payment.id })}>
          <dt>{t('pspPortal.paymentId')}</dt>
          <dd>{payment.id}</dd>
          <dt>{t('pspPortal.type')}</dt>
          <dd>{payment.type}</dd>
          <dt>{t('pspPortal.status')}</dt>
          <dd>{payment.status}</dd>
          <dt>{t('pspPortal.amount')}</dt>
          <dd>{formatAmount(payment.amount, locale, { currency: payment.currency })}</dd>
          <dt>{t('pspPortal.reference')}</dt>
          <dd>{payment.reference ?? '–'}</dd>
          <dt>{t('pspPortal.created')}</dt>
          <dd>{formatDateTime(payment.created_at, locale)}</dd>
        </dl>
      ) : null}
      <SubmitDialogs state={state} flow={flow} />
    </section>
  );
}
