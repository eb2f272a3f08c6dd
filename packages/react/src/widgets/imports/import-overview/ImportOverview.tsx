import { formatAmount, formatDateTime } from '@flexportal/core';
import type { Import } from '@flexportal/core/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { importOverviewTexts } from '../../../i18n/areas/importOverview.js';
import { importsTexts } from '../../../i18n/areas/imports.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { errorsFilePath, ImportNotices } from '../shared/ImportNotices.js';
import { ImportStatusCell } from '../shared/importColumns.js';
import { importCss } from '../shared/importCss.js';
import { useImportErrorLines } from '../shared/useImportErrorLines.js';
import { useImportNotices } from '../shared/useImportNotices.js';

/** Props of {@link ImportOverview}. */
export interface ImportOverviewProps {
  /** The import to show (`/manager/imports/{import_id}`). */
  importId?: number | undefined;
  /** Where the imports list is; default `/manager/imports`. */
  importsHref?: string | undefined;
  /** Where the pending transactions are (AC-8-04); default `/manager/transactions/progress`. */
  pendingHref?: string | undefined;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One import (AC-7mgr-22): its file, account, user, success and failed counts and amounts,
 * date and status, the progress bar and notices while it runs (live), the row errors, and
 * the original and errors files. Signs the user in first when there is no session.
 * CSS parts: `import-overview`, `details`, `button`, `notices`, `notice`, `progress`, `badge`.
 */
export function ImportOverview(props: ImportOverviewProps) {
  const ref = useStyles<HTMLDivElement>(importCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <Overview {...props} />
      </SignInGate>
    </div>
  );
}

const NO_ERRORS: Readonly<Record<string, readonly string[]>> = {};

function Overview(props: ImportOverviewProps) {
  const t = useT(importOverviewTexts, importsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const notices = useImportNotices();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const [imp, setImp] = useState<Import | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [failed, setFailed] = useState(false);
  const id = props.importId;

  useEffect(() => {
    if (!id) {
      setStatus('missing');
      return;
    }
    let live = true;
    client.http.data<Import>(`manager/imports/${id}`).then(
      (found) => {
        if (!live) return;
        setImp(found);
        setStatus('ready');
      },
      () => live && setStatus('missing'),
    );
    return () => {
      live = false;
    };
  }, [client, id]);

  // The live state of this import replaces the loaded one.
  const latest = id ? notices.imports.get(id) : undefined;
  const shown = latest ?? imp;
  useEffect(() => {
    if (imp && (imp.status === 'QUEUE' || imp.status === 'PROCESSING')) notices.watch(imp);
  }, [imp, notices.watch]);

  const errorLines = useImportErrorLines(shown?.errors ?? NO_ERRORS);

  if (status === 'loading') {
    return (
      <p className="fp-hint" role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  if (!shown) return <p role="alert">{t('importOverview.notFound')}</p>;

  const money = (v: string) => formatAmount(v, locale, { currency: shown.bank_account.currency });
  const download = (path: string, name: string) =>
    downloadFile(client, path, name, box.current, XLSX).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  const rows = [...errorLines.values()].flat();
  const details: Array<[string, string | number]> = [
    [t('imports.col.account'), `${shown.bank_account.name} (${shown.bank_account.currency})`],
    [t('imports.col.user'), shown.user.name],
    [t('imports.col.success'), shown.success_count],
    [t('imports.col.amount'), money(shown.amount)],
    [t('imports.col.amountWithFees'), money(shown.amount_with_fees)],
    [t('imports.col.failed'), shown.failed_count],
    [t('imports.col.failedAmount'), money(shown.failed_amount)],
    [t('imports.col.date'), formatDateTime(shown.created_at, locale)],
  ];
  return (
    <section ref={box} className="fp-import" part="import-overview" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('importOverview.heading', { id: shown.id, file: shown.file_name })}</h2>
      <p>
        <a href={props.importsHref ?? '/manager/imports'}>{t('importOverview.back')}</a>
      </p>
      <ImportNotices
        {...notices}
        pendingHref={props.pendingHref ?? '/manager/transactions/progress'}
      />
      <div>
        <ImportStatusCell imp={shown} t={t} />
      </div>
      <dl className="fp-stats" part="details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="fp-actions">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void download(`manager/imports/${shown.id}/downloads/original-file`, shown.file_name)
          }
        >
          {t('imports.downloadOriginal')}
        </Button>
        {shown.actions.has_errors ? (
          <Button
            type="button"
            onClick={() => void download(errorsFilePath(shown.id), `errors-${shown.file_name}`)}
          >
            {t('imports.downloadErrors')}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <p className="fp-alert" role="alert">
          {t('imports.downloadFailed')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <h3>{t('importOverview.errorsTitle')}</h3>
          <ul className="fp-row-error">
            {rows.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
