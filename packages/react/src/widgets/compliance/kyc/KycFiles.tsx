import {
  checkDocument,
  DOCUMENT_PROBLEM_MESSAGES,
  type DocumentProblem,
  fileBunches,
  filesProgress,
  uploadPercent,
} from '@flexportal/core';
import type { ComplianceFile, ComplianceTracking } from '@flexportal/core/contract';
import { type FormEvent, useId, useState } from 'react';
import { kycTexts } from '../../../i18n/areas/kyc.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import type { Verification } from './useVerification.js';

type Flow = Pick<Verification, 'upload' | 'sign'>;
type Translate = ReturnType<typeof useT>;

/** The server's English refusal as the problem code the screen translates, when it is one. */
const problemOf = (message: string): DocumentProblem | undefined =>
  (Object.keys(DOCUMENT_PROBLEM_MESSAGES) as DocumentProblem[]).find(
    (p) => DOCUMENT_PROBLEM_MESSAGES[p] === message,
  );

const problemText = (t: Translate, message: string) => {
  const problem = problemOf(message);
  return problem ? t(`kyc.problem.${problem}`) : message || t('kyc.problem.failed');
};

/** The error icon of a declined document (AC-8-08), beside the words. */
const ErrorIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="7" fill="currentColor" />
    <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

function FileStatus({ file }: { file: ComplianceFile }) {
  const t = useT(kycTexts);
  if (file.status === 'verified') return <Badge tone="success">{t('kyc.file.verified')}</Badge>;
  if (file.status === 'declined') return null;
  if (file.status === 'submitted')
    return (
      <Badge tone="info">
        {file.kind === 'signature' ? t('kyc.sign.signed') : t('kyc.file.submitted')}
      </Badge>
    );
  return <Badge tone="warning">{t('kyc.file.missing')}</Badge>;
}

/** One document: its state, the decline reason, and a file input uploading with progress. */
function DocumentUpload({ file, flow }: { file: ComplianceFile; flow: Flow }) {
  const t = useT(kycTexts);
  const inputId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0];
    if (!chosen) return;
    setError(null);
    // Checked here first so a wrong file is refused before any byte is sent; the server
    // checks the same rule again (contract/complianceUpload.ts).
    const head = new Uint8Array(await chosen.slice(0, 16).arrayBuffer());
    const checked = checkDocument({ name: chosen.name, size: chosen.size, bytes: head });
    if (!checked.ok) {
      setError(t(`kyc.problem.${checked.problem}`));
      input.value = '';
      return;
    }
    setPercent(0);
    const failure = await flow.upload(file.id, chosen, (loaded, total) =>
      setPercent(uploadPercent(loaded, total)),
    );
    setPercent(null);
    input.value = '';
    if (failure !== null) setError(problemText(t, failure));
  };
  const verified = file.status === 'verified';
  return (
    <div className="fp-file" part="file" data-status={file.status}>
      <div className="fp-file__head">
        <span className="fp-file__name">{file.name}</span>
        <FileStatus file={file} />
      </div>
      {file.file_name && file.status !== 'declined' ? (
        <span className="fp-file__meta">{t('kyc.file.uploaded', { file: file.file_name })}</span>
      ) : null}
      {file.status === 'declined' ? (
        <p className="fp-file__declined" part="declined">
          <ErrorIcon />
          <span>
            {t('kyc.file.declined', { reason: file.decline_reason ?? '' })}{' '}
            {t('kyc.file.declinedHint')}
          </span>
        </p>
      ) : null}
      {verified ? null : (
        <>
          <label htmlFor={inputId} className="fp-file__meta">
            {file.status === 'draft' || file.status === 'declined'
              ? t('kyc.file.choose', { name: file.name })
              : t('kyc.file.replace')}
          </label>
          <input
            id={inputId}
            type="file"
            part="input"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            disabled={percent !== null}
            onChange={(e) => void choose(e.currentTarget)}
          />
        </>
      )}
      {percent !== null ? (
        <>
          <progress
            className="fp-progress"
            max={100}
            value={percent}
            aria-label={t('kyc.file.uploading', { name: file.name, percent })}
          />
          <span className="fp-file__meta" aria-live="polite">
            {t('kyc.file.uploading', { name: file.name, percent })}
          </span>
        </>
      ) : null}
      {error ? (
        <p className="fp-error" role="alert" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A declaration signed with the typed full name (AC-7mgr-18). */
function SignatureForm({ file, flow }: { file: ComplianceFile; flow: Flow }) {
  const t = useT(kycTexts);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim().length < 2) {
      setError(t('kyc.sign.required'));
      return;
    }
    setBusy(true);
    const failure = await flow.sign(file.id, name.trim());
    setBusy(false);
    // The typed name stays when signing fails.
    setError(failure === null ? null : failure || t('kyc.problem.failed'));
  };
  const done = file.status === 'submitted' || file.status === 'verified';
  return (
    <div className="fp-file" part="file" data-status={file.status}>
      <div className="fp-file__head">
        <span className="fp-file__name">{file.name}</span>
        <FileStatus file={file} />
      </div>
      {file.status === 'declined' ? (
        <p className="fp-file__declined" part="declined">
          <ErrorIcon />
          <span>{t('kyc.file.declined', { reason: file.decline_reason ?? '' })}</span>
        </p>
      ) : null}
      {done ? null : (
        <form className="fp-sign" onSubmit={submit} noValidate>
          <Field
            label={t('kyc.sign.label')}
            hint={t('kyc.sign.hint')}
            value={name}
            autoComplete="name"
            errors={error ? [error] : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button type="submit" busy={busy}>
            {t('kyc.sign.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

/** The files stage: the required file bunches, each file uploaded or signed (AC-3-16). */
export function KycFiles({ tracking, flow }: { tracking: ComplianceTracking; flow: Flow }) {
  const t = useT(kycTexts);
  const progress = filesProgress(tracking);
  return (
    <div className="fp-kyc" part="files">
      <p className="fp-file__meta">
        {t('kyc.files.progress', { done: progress.done, total: progress.total })} ·{' '}
        {t('kyc.files.hint')}
      </p>
      {fileBunches(tracking).map((bunch) => (
        <div key={bunch.key} className="fp-bunch" part="bunch" data-bunch={bunch.key}>
          {bunch.files.map((file) =>
            file.kind === 'signature' ? (
              <SignatureForm key={file.id} file={file} flow={flow} />
            ) : (
              <DocumentUpload key={file.id} file={file} flow={flow} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
