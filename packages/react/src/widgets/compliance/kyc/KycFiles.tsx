import {
  checkDocument,
  DOCUMENT_PROBLEM_MESSAGES,
  type DocumentProblem,
  fileBunches,
  filesProgress,
  uploadPercent,
} from '@flexportal/core';
import type { ComplianceFile, ComplianceTracking } from '@flexportal/core/contract';
import { type DragEvent, useId, useRef, useState } from 'react';
import { kycTexts } from '../../../i18n/areas/kyc.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Badge } from '../../../ui/Badge.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import type { TrackingWrites } from './useVerification.js';

type Flow = Pick<TrackingWrites, 'upload' | 'sign'>;
/** One requested file, the writes on it, and whether the user may only look. */
interface FileProps {
  file: ComplianceFile;
  flow: Flow;
  readOnly?: boolean | undefined;
}
type Translate = ReturnType<typeof useT>;

/**
 * The server's English refusal as the problem code the screen translates, when it is one;
 * any other answer shows the screen's own "failed" words, never the server's.
 */
const problemOf = (message: string): DocumentProblem | undefined =>
  (Object.keys(DOCUMENT_PROBLEM_MESSAGES) as DocumentProblem[]).find(
    (p) => DOCUMENT_PROBLEM_MESSAGES[p] === message,
  );

const problemText = (t: Translate, message: string) => {
  const problem = problemOf(message);
  return problem ? t(`kyc.problem.${problem}`) : t('kyc.problem.failed');
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

/**
 * One document: its state, the decline reason, and a file input (or a file dropped on it)
 * uploading with progress. The file is checked here first (type sniffed, size, name), so a
 * wrong one is refused before any byte is sent; the server checks the same rule again
 * (contract/complianceUpload.ts).
 */
function DocumentUpload({ file, flow, readOnly }: FileProps) {
  const t = useT(kycTexts);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const send = async (chosen: File | undefined) => {
    if (!chosen || percent !== null) return;
    setError(null);
    const head = new Uint8Array(await chosen.slice(0, 16).arrayBuffer());
    const checked = checkDocument({ name: chosen.name, size: chosen.size, bytes: head });
    if (input.current) input.current.value = '';
    if (!checked.ok) {
      setError(t(`kyc.problem.${checked.problem}`));
      return;
    }
    setPercent(0);
    const failure = await flow.upload(file.id, chosen, (loaded, total) =>
      setPercent(uploadPercent(loaded, total)),
    );
    setPercent(null);
    if (failure !== null) setError(problemText(t, failure));
  };
  const dragOver = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    void send(e.dataTransfer?.files?.[0]);
  };
  const verified = file.status === 'verified' || readOnly;
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
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the file input inside is the keyboard's way
        <div
          className="fp-drop"
          part="drop"
          data-over={over ? 'true' : undefined}
          onDragOver={dragOver}
          onDragEnter={dragOver}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <label htmlFor={inputId} className="fp-file__meta">
            {file.status === 'draft' || file.status === 'declined'
              ? t('kyc.file.choose', { name: file.name })
              : t('kyc.file.replace')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            part="input"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            disabled={percent !== null}
            onChange={(e) => void send(e.currentTarget.files?.[0])}
          />
          <span className="fp-file__meta">{t('kyc.file.drop')}</span>
        </div>
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

const IDLE = { outcome: null, errors: {}, message: null } as const;

/** A declaration signed with the typed full name (AC-7mgr-18). */
function SignatureForm({ file, flow, readOnly }: FileProps) {
  const t = useT(kycTexts);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (name.trim().length < 2) {
      setError(t('kyc.sign.required'));
      return;
    }
    setBusy(true);
    const failure = await flow.sign(file.id, name.trim());
    setBusy(false);
    // The typed name stays when signing fails.
    setError(failure === null ? null : t('kyc.sign.failed'));
  };
  const done = file.status === 'submitted' || file.status === 'verified' || readOnly;
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
        // Signing is the verification's own write: its failure is said beside the name.
        <FlowForm className="fp-sign" state={IDLE} failure={() => null} onSubmit={submit}>
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
        </FlowForm>
      )}
    </div>
  );
}

/**
 * The files stage: the required file bunches, each file uploaded or signed (AC-3-16);
 * `readOnly` (a manager-reader) shows the states and reasons without the controls.
 */
export function KycFiles({
  tracking,
  flow,
  readOnly,
}: {
  tracking: ComplianceTracking;
  flow: Flow;
  readOnly?: boolean | undefined;
}) {
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
              <SignatureForm key={file.id} file={file} flow={flow} readOnly={readOnly} />
            ) : (
              <DocumentUpload key={file.id} file={file} flow={flow} readOnly={readOnly} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}
