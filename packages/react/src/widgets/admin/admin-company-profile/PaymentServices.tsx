import {
  mayStartOnboarding,
  nextTransition,
  paymentServiceColour,
  type StatusColour,
  transitionResultColour,
  transitionStateColour,
} from '@flexportal/core';
import type { CompanyPaymentService, OnboardingTransition } from '@flexportal/core/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { adminCompanyProfileTexts } from '../../../i18n/areas/adminCompanyProfile.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';

/** The spec's colour words as the kit's badge tones: secondary is neutral, primary info. */
const TONES: Record<StatusColour, BadgeTone> = {
  success: 'success',
  danger: 'danger',
  warning: 'warning',
  info: 'info',
  secondary: 'neutral',
  primary: 'info',
};

/** A status as a badge in the spec's colour; one without a colour as plain text. */
function StatusBadge({ colour, text }: { colour: StatusColour | null; text: string }) {
  return colour ? <Badge tone={TONES[colour]}>{text}</Badge> : <span>{text}</span>;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; services: CompanyPaymentService[]; transitions: OnboardingTransition[] };

/**
 * A company's payment services for an administrator (AC-4-01..04, AC-7admin-12/13): each
 * with its status, "Start onboarding" where it never started (or is disabled), its
 * transitions with state and result, the edit of the next transition's fields, and "Apply
 * next". Statuses this client does not know show as plain text.
 */
export function PaymentServices({ companyId }: { companyId: string }) {
  const t = useT(adminCompanyProfileTexts);
  const client = useFlexportalClient();
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the trigger to re-read
  useEffect(() => {
    const controller = new AbortController();
    const query = `company_id=${encodeURIComponent(companyId)}`;
    Promise.all([
      client.http.data<CompanyPaymentService[]>(`a/companies/payment-services?${query}`, {
        signal: controller.signal,
      }),
      client.http.data<OnboardingTransition[]>(`a/companies/onboarding-transitions?${query}`, {
        signal: controller.signal,
      }),
    ]).then(
      ([services, transitions]) =>
        setLoaded({
          status: 'ready',
          services: Array.isArray(services) ? services : [],
          transitions: Array.isArray(transitions) ? transitions : [],
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logLoadFailure('payment services', error);
        setLoaded({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [client, companyId, generation]);
  return (
    <section className="fp-section fp-card" part="payment-services" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('adminCompanyProfile.paymentServices')}</h3>
      {loaded.status === 'loading' ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : loaded.status === 'error' ? (
        <p className="fp-retry" role="alert">
          {t('adminCompanyProfile.servicesFailed')}{' '}
          <Button variant="secondary" onClick={reload}>
            {t('adminCompanyProfile.retry')}
          </Button>
        </p>
      ) : loaded.services.length === 0 ? (
        <p className="fp-muted">{t('adminCompanyProfile.noServices')}</p>
      ) : (
        loaded.services.map((service) => (
          <ServiceItem
            key={service.service}
            companyId={companyId}
            service={service}
            transitions={loaded.transitions
              .filter((tr) => tr.service === service.service)
              .sort((a, b) => a.order - b.order)}
            onChanged={reload}
          />
        ))
      )}
    </section>
  );
}

type Action = { kind: 'start' } | { kind: 'apply'; id: number };

/** One service: its status, its transitions, and what may be done next. */
function ServiceItem({
  companyId,
  service,
  transitions,
  onChanged,
}: {
  companyId: string;
  service: CompanyPaymentService;
  transitions: OnboardingTransition[];
  onChanged: () => void;
}) {
  const t = useT(adminCompanyProfileTexts);
  const client = useFlexportalClient();
  const headingId = useId();
  const status: string | null = service.status;
  const next = status && !mayStartOnboarding(status) ? nextTransition(transitions) : null;
  const [state, flow] = useSubmitFlow<{ action: Action | null }, unknown>({
    defaults: () => ({ action: null }),
    send: (draft, request) => {
      const action = draft.action;
      const path =
        action?.kind === 'apply'
          ? `a/companies/onboarding-transitions/${action.id}`
          : `a/companies/${companyId}/payment-services/${encodeURIComponent(service.service)}/onboard`;
      return client.http.data(path, { ...request, method: 'POST' });
    },
    onSuccess: onChanged,
  });
  const act = (action: Action) => {
    flow.setDraft({ action });
    void flow.submit();
  };
  const busy = state.status === 'submitting';
  const failed =
    state.outcome === 'error'
      ? state.message
        ? translateCoreText(t, state.message)
        : t('adminCompanyProfile.actionFailed')
      : null;
  return (
    <article className="fp-section" part="payment-service" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {service.service}{' '}
        <StatusBadge
          colour={paymentServiceColour(status)}
          text={status ?? t('adminCompanyProfile.notStarted')}
        />
      </h4>
      {failed ? <p role="alert">{failed}</p> : null}
      {mayStartOnboarding(status) ? (
        <Button busy={busy} onClick={() => act({ kind: 'start' })}>
          {t('adminCompanyProfile.startOnboarding')}
        </Button>
      ) : null}
      {transitions.length > 0 ? (
        // Scrolls within its own box at a phone's width, never the page (the list kit's wrap).
        // Chromium makes a scrolling box without focusable content focusable by itself.
        <div className="fp-table-wrap">
          <table className="fp-table" part="transitions">
            <caption>{t('adminCompanyProfile.transitions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminCompanyProfile.col.order')}</th>
                <th scope="col">{t('adminCompanyProfile.col.name')}</th>
                <th scope="col">{t('adminCompanyProfile.col.state')}</th>
                <th scope="col">{t('adminCompanyProfile.col.result')}</th>
              </tr>
            </thead>
            <tbody>
              {transitions.map((tr) => (
                <tr key={tr.id}>
                  <td>{tr.order}</td>
                  <td>{tr.name}</td>
                  <td>
                    <StatusBadge
                      colour={transitionStateColour(tr.state)}
                      text={tr.state ?? t('adminCompanyProfile.pending')}
                    />
                  </td>
                  <td>
                    <StatusBadge
                      colour={transitionResultColour(tr.result)}
                      text={tr.result ?? t('adminCompanyProfile.noResult')}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {next ? (
        <>
          <TransitionFieldsForm key={next.id} transition={next} onSaved={onChanged} />
          <Button busy={busy} onClick={() => act({ kind: 'apply', id: next.id })}>
            {t('adminCompanyProfile.applyNext')} {next.name}
          </Button>
        </>
      ) : null}
      <SubmitDialogs state={state} flow={flow} />
    </article>
  );
}

/** The next transition's fields: one text input per field, saved together. */
function TransitionFieldsForm({
  transition,
  onSaved,
}: {
  transition: OnboardingTransition;
  onSaved: () => void;
}) {
  const t = useT(adminCompanyProfileTexts);
  const client = useFlexportalClient();
  const initial =
    transition.fields && typeof transition.fields === 'object'
      ? Object.fromEntries(
          Object.entries(transition.fields).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : String(v),
          ]),
        )
      : {};
  const saved = useRef<Record<string, string>>(initial);
  const [state, flow] = useSubmitFlow<Record<string, string>, OnboardingTransition>({
    defaults: () => saved.current,
    send: async (fields, request) => {
      const answer = await client.http.data<OnboardingTransition>(
        `a/companies/onboarding-transitions/${transition.id}/fields`,
        { ...request, method: 'PUT', body: { fields } },
      );
      saved.current = answer.fields ?? fields;
      return answer;
    },
    onSuccess: onSaved,
  });
  const names = Object.keys(state.draft);
  // The server names a field's error `fields.<name>`; one of the whole set goes to each.
  const errors = Object.fromEntries(
    names.flatMap((name) => {
      const error = state.errors[`fields.${name}`] ?? state.errors[name] ?? state.errors.fields;
      return error ? [[name, error]] : [];
    }),
  );
  const bind = bindField({ values: state.draft, errors, change: (p) => flow.setDraft(p) });
  return (
    <FlowForm
      state={state}
      onSubmit={() => void flow.submit()}
      title={`${t('adminCompanyProfile.editFields')} ${transition.name}`}
      failure={(message) =>
        message ? translateCoreText(t, message) : t('adminCompanyProfile.actionFailed')
      }
    >
      {names.length === 0 ? <p className="fp-muted">{t('adminCompanyProfile.noFields')}</p> : null}
      {names.map((name) => (
        <Field key={name} label={name} {...bind(name)} />
      ))}
      <Button type="submit" variant="secondary" busy={state.status === 'submitting'}>
        {t('adminCompanyProfile.saveFields')}
      </Button>
      <SubmitDialogs state={state} flow={flow} />
    </FlowForm>
  );
}
