import type { Import } from '@flexportal/core/contract';
import { importPercent } from '@flexportal/core/imports';
import { useRef, useState } from 'react';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { importsTexts } from '../../../i18n/areas/imports.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import type { ImportNoticeItem } from './useImportNotices.js';

/** The path of an import's errors file (AC-7mgr-22). */
export const errorsFilePath = (id: number) => `manager/imports/${id}/downloads/errors-file`;

/** Downloads an import's errors file; resolves false when it failed. */
function useErrorsDownload() {
  const client = useFlexportalClient();
  return (imp: Pick<Import, 'id' | 'file_name'>, container: Node | null) =>
    downloadFile(
      client,
      errorsFilePath(imp.id),
      `errors-${imp.file_name}`,
      container,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ).then(
      () => true,
      () => false,
    );
}

/** A labelled progress bar of an import's rows (while it is processed). */
export function ImportProgress({ imp }: { imp: Pick<Import, 'id' | 'rows_done' | 'rows_total'> }) {
  const t = useT(importsTexts);
  const percent = importPercent(imp);
  return (
    <div className="fp-import-progress" part="progress">
      <progress max={100} value={percent} aria-label={t('imports.progressLabel', { id: imp.id })} />
      <span className="fp-hint">
        {t('imports.progress', { done: imp.rows_done, total: imp.rows_total, percent })}
      </span>
    </div>
  );
}

/** Props of {@link ImportNotices}. */
interface ImportNoticesProps {
  notices: readonly ImportNoticeItem[];
  /** The latest state of each import, for the progress bar. */
  imports: ReadonlyMap<number, Import>;
  dismiss: (key: number) => void;
  /** Where the imported transactions are listed (AC-8-04). */
  pendingHref: string;
}

/**
 * The live notices of AC-8: created, processing (with the progress bar), done (3 s, a link
 * to the pending transactions), finished with errors (Download Errors) or failed.
 */
export function ImportNotices({ notices, imports, dismiss, pendingHref }: ImportNoticesProps) {
  const t = useT(importsTexts);
  const download = useErrorsDownload();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  return (
    <div ref={box} className="fp-import-notices" part="notices" role="status" aria-live="polite">
      {notices.map(({ key, kind, imp }) => {
        const id = imp.id;
        const current = imports.get(id) ?? imp;
        return (
          <div key={key} className={`fp-notice fp-notice--${kind}`} part={`notice notice-${kind}`}>
            {kind === 'created' ? (
              <>
                <strong>{t('imports.notice.created', { id })}</strong>
                <span>{t('imports.notice.createdNote')}</span>
              </>
            ) : null}
            {kind === 'processing' ? (
              <>
                <strong>{t('imports.notice.processing', { id })}</strong>
                <span>{t('imports.notice.processingNote')}</span>
                {current.status === 'PROCESSING' ? <ImportProgress imp={current} /> : null}
              </>
            ) : null}
            {kind === 'done' ? (
              <>
                <strong>{t('imports.notice.done', { id })}</strong>
                <a href={pendingHref}>{t('imports.notice.pending')}</a>
              </>
            ) : null}
            {kind === 'errors' ? (
              <>
                <strong>{t('imports.notice.errors', { id })}</strong>
                <Button
                  type="button"
                  onClick={() => void download(imp, box.current).then((ok) => setFailed(!ok))}
                >
                  {t('imports.downloadErrors')}
                </Button>
                {failed ? <span role="alert">{t('imports.downloadFailed')}</span> : null}
              </>
            ) : null}
            {kind === 'failed' ? (
              <>
                <strong>{t('imports.notice.failed', { id })}</strong>
                <span>{t('imports.notice.failedNote')}</span>
              </>
            ) : null}
            <button
              type="button"
              className="fp-notice__close"
              aria-label={t('imports.dismiss')}
              onClick={() => dismiss(key)}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
