import type { KycArchive } from '@flexportal/core/contract';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { downloadFile } from '../../../helpers/saveBlob.js';
import { logLoadFailure } from '../../../hooks/logLoadFailure.js';
import { adminKycArchivesTexts } from '../../../i18n/areas/adminKycArchives.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { ListPage } from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { reportsCss } from '../../company/reports/reportsCss.js';
import { KYC_ARCHIVES_TABLE_ID, kycArchiveColumns } from './kycArchiveColumns.js';
import { type KycArchivesModel, useKycArchives } from './useKycArchives.js';

/** Props of {@link AdminKycArchives}. */
export type AdminKycArchivesProps = Record<never, never>;

/**
 * KYC file archives (`/admin/kyc-file-archives`, AC-2admin-12, AC-7admin-19): generate an
 * archive of the documents uploaded in a date range (a background job; the list loads
 * again until it is done) and download it as a zip. CSS parts: `admin-kyc-archives`,
 * `form`, `download`, and those of the list.
 */
export function AdminKycArchives(_props: AdminKycArchivesProps) {
  const ref = useStyles<HTMLDivElement>(reportsCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ArchivesView />
      </SignInGate>
    </div>
  );
}

function ArchivesView() {
  const t = useT(adminKycArchivesTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const titleId = useId();
  const section = useRef<HTMLElement | null>(null);
  const model = useKycArchives();
  const [downloadError, setDownloadError] = useState(false);
  const download = useCallback(
    (archive: KycArchive) => {
      setDownloadError(false);
      downloadFile(
        client,
        `a/kyc-file-archives/${archive.id}/download`,
        archive.filename,
        section.current,
        'application/zip',
      ).catch((error: unknown) => {
        logLoadFailure(`a/kyc-file-archives/${archive.id}/download`, error);
        setDownloadError(true);
      });
    },
    [client],
  );
  const columns = useMemo(() => kycArchiveColumns(t, locale, download), [t, locale, download]);
  return (
    <section
      ref={section}
      className="fp-reports"
      part="admin-kyc-archives"
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{t('adminKycArchives.title')}</h2>
      <GenerateForm model={model} />
      {downloadError ? <p role="alert">{t('adminKycArchives.downloadFailed')}</p> : null}
      <ListPage<KycArchive>
        tableId={KYC_ARCHIVES_TABLE_ID}
        title={t('adminKycArchives.list')}
        columns={columns}
        rowKey={(a) => a.id}
        load={model.load}
        emptyText={t('adminKycArchives.empty')}
        csvFilename="kyc-file-archives"
      />
    </section>
  );
}

/** The two days of a new archive; the server's messages sit beside the fields. */
function GenerateForm({ model }: { model: KycArchivesModel }) {
  const t = useT(adminKycArchivesTexts);
  const { state, flow } = model;
  const { draft, errors } = state;
  return (
    <FlowForm
      className="fp-reports__form"
      state={state}
      onSubmit={() => void flow.submit()}
      title={t('adminKycArchives.generate')}
      failure={(message) =>
        message ? translateCoreText(t, message) : t('adminKycArchives.failed')
      }
      fieldErrors={{ date_to: t('adminKycArchives.fieldErrors.date_to') }}
    >
      <div className="fp-grid">
        <Field
          type="date"
          label={t('adminKycArchives.dateFrom')}
          name="date_from"
          data-field="date_from"
          value={draft.date_from}
          errors={errors.date_from ? [errors.date_from] : undefined}
          onChange={(e) => flow.setDraft({ date_from: e.currentTarget.value })}
        />
        <Field
          type="date"
          label={t('adminKycArchives.dateTo')}
          name="date_to"
          data-field="date_to"
          value={draft.date_to}
          errors={errors.date_to ? [errors.date_to] : undefined}
          onChange={(e) => flow.setDraft({ date_to: e.currentTarget.value })}
        />
      </div>
      <div className="fp-actions">
        <Button type="submit" busy={state.status === 'submitting'}>
          {t('adminKycArchives.submit')}
        </Button>
        <span role="status">{state.outcome === 'done' ? t('adminKycArchives.queued') : null}</span>
      </div>
    </FlowForm>
  );
}
