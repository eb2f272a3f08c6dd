import { type CSSProperties, useId, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { whiteLabelTexts } from '../../../i18n/areas/whiteLabel.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { bindField } from '../../../ui/bindField.js';
import { Dialog } from '../../../ui/Dialog.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { useWhiteLabel } from './useWhiteLabel.js';
import { WhiteLabelImages } from './WhiteLabelImages.js';
import { WhiteLabelOwners } from './WhiteLabelOwners.js';
import {
  isHexColour,
  previewTheme,
  type WhiteLabelValues,
  whiteLabelChanges,
} from './whiteLabelRules.js';

/** Props of {@link WhiteLabel}. */
export type WhiteLabelProps = Record<never, never>;

const css = `${paymentFormCss}
.fp-white-label__colour { display: flex; gap: 0.5rem; align-items: end; }
.fp-white-label__colour input[type="color"] { inline-size: 3rem; block-size: 2.4rem; padding: 0; border: 0; background: none; }
.fp-white-label__preview { border: 1px solid var(--fp-border, #ced4da); border-radius: var(--fp-radius, 0.375rem); overflow: hidden; max-inline-size: 28rem; }
.fp-white-label__bar { background: var(--fp-primary); color: #fff; padding: 0.5rem 0.75rem; font-weight: 600; }
.fp-white-label__body { padding: 0.75rem; display: flex; gap: 0.5rem; flex-wrap: wrap; }
.fp-white-label__body .fp-preview-primary { background: var(--fp-primary); color: #fff; border-radius: var(--fp-radius, 0.375rem); padding: 0.4rem 0.8rem; }
.fp-white-label__body .fp-preview-secondary { background: var(--fp-secondary); color: #fff; border-radius: var(--fp-radius, 0.375rem); padding: 0.4rem 0.8rem; }
.fp-white-label__thumb { max-inline-size: 8rem; max-block-size: 4rem; object-fit: contain; }
`;

/**
 * White-label configuration (/manager/white-label, AC-7mgr-09/10): name, primary and
 * secondary colour with a live preview of the theme, support e-mail, and the logo, dark
 * logo, favicon and background uploads (checked by content on the server). Shown only when
 * the user is an individual or has two-factor, the company is enabled and the feature is
 * on (AC-5-02); the server says so otherwise. A note beside Save says a save re-brands the
 * whole portal, sign-in page included, and a save that changes something asks first, naming
 * the fields it changes; each uploaded image can be removed (issue 38). Below, read-only, the owner list of its
 * white-label parents (AC-7mgr-12). CSS parts: `white-label`, `form`, `field`, `label`,
 * `input`, `button`, `preview`, `affects`, `dialog`, `owners`, `signin`.
 */
export function WhiteLabel(_props: WhiteLabelProps) {
  const ref = useStyles<HTMLDivElement>(css);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <WhiteLabelForm />
      </SignInGate>
    </div>
  );
}

/** The label of each field, for the list of what a save changes. */
const FIELD_LABELS = {
  name: 'whiteLabel.name',
  support_email: 'whiteLabel.supportEmail',
  primary_color: 'whiteLabel.primary',
  secondary_color: 'whiteLabel.secondary',
} as const;

function WhiteLabelForm() {
  const t = useT(whiteLabelTexts);
  const titleId = useId();
  const previewId = useId();
  const affectsId = useId();
  const model = useWhiteLabel();
  const { state, flow, record } = model;
  // A save re-brands the whole deployment, its sign-in page included: it says so beside
  // Save, and a save that changes something asks first, naming what it changes (issue 38).
  const [confirming, setConfirming] = useState(false);
  const { draft, errors } = state;
  const change = (patch: Partial<WhiteLabelValues>) => flow.setDraft(patch);
  const bind = bindField<WhiteLabelValues>({ values: draft, errors, change });
  const header = <h2 id={titleId}>{t('whiteLabel.title')}</h2>;
  const saved = record.status === 'ready' ? record.data : null;
  const changes = whiteLabelChanges(saved, draft);
  const portal = saved?.name || draft.name;
  const save = () => {
    setConfirming(false);
    void flow.submit();
  };
  if (record.status === 'error')
    return (
      <section className="fp-form" part="white-label" aria-labelledby={titleId}>
        {header}
        <p role="alert">{t('whiteLabel.loadFailed')}</p>
      </section>
    );
  const colour = (key: 'primary_color' | 'secondary_color', label: string) => (
    <div className="fp-white-label__colour">
      {/* A mouse shortcut for the text field beside it, which carries the name and errors. */}
      <input
        type="color"
        aria-hidden="true"
        tabIndex={-1}
        value={isHexColour(draft[key]) ? draft[key] : '#000000'}
        onChange={(e) => change({ [key]: e.currentTarget.value })}
      />
      <Field label={label} autoComplete="off" spellCheck={false} {...bind(key)} />
    </div>
  );
  return (
    <section
      className="fp-form"
      part="white-label"
      aria-labelledby={titleId}
      aria-busy={record.status !== 'ready'}
    >
      {header}
      <FlowForm
        state={state}
        onSubmit={() => (changes.length > 0 ? setConfirming(true) : save())}
        failure={(message) => (message ? translateCoreText(t, message) : t('whiteLabel.failed'))}
      >
        <div className="fp-grid">
          <Field label={t('whiteLabel.name')} autoComplete="organization" {...bind('name')} />
          <Field
            label={t('whiteLabel.supportEmail')}
            type="email"
            autoComplete="email"
            {...bind('support_email')}
          />
          {colour('primary_color', t('whiteLabel.primary'))}
          {colour('secondary_color', t('whiteLabel.secondary'))}
        </div>
        <section
          className="fp-white-label__preview"
          part="preview"
          aria-labelledby={previewId}
          style={previewTheme(draft) as CSSProperties}
        >
          <div className="fp-white-label__bar" id={previewId}>
            {t('whiteLabel.preview')}: {draft.name}
          </div>
          <div className="fp-white-label__body">
            <span className="fp-preview-primary">{t('whiteLabel.previewButton')}</span>
            <span className="fp-preview-secondary">{t('whiteLabel.previewSecondary')}</span>
          </div>
        </section>
        <div className="fp-actions">
          <Button
            type="submit"
            busy={state.status === 'submitting'}
            disabled={record.status !== 'ready'}
            aria-describedby={affectsId}
          >
            {t('whiteLabel.save')}
          </Button>
          <span role="status">{state.outcome === 'done' ? t('whiteLabel.saved') : null}</span>
        </div>
        <p id={affectsId} className="fp-hint" part="affects">
          {t('whiteLabel.affects', { name: portal })}
        </p>
      </FlowForm>
      <Dialog
        open={confirming}
        title={t('whiteLabel.confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('whiteLabel.cancel')}
            </Button>
            <Button onClick={save}>{t('whiteLabel.confirmYes')}</Button>
          </>
        }
      >
        <p>
          {t('whiteLabel.confirmChanges', {
            fields: changes.map((field) => t(FIELD_LABELS[field])).join(', '),
          })}
        </p>
        <p>{t('whiteLabel.confirmAffects', { name: portal })}</p>
      </Dialog>
      <WhiteLabelImages model={model} />
      <WhiteLabelOwners owners={model.owners} />
    </section>
  );
}
