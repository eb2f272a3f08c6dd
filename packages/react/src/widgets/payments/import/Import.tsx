import { formatAmount } from '@flexportal/core';
import type { Import as ImportRecord } from '@flexportal/core/contract';
import { useId, useRef, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { SubmitDialogs } from '../../../global/SubmitDialogs.js';
import { saveBlob } from '../../../helpers/saveBlob.js';
import { importTexts } from '../../../i18n/areas/import.js';
import { importsTexts } from '../../../i18n/areas/imports.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { ImportNotices } from '../../imports/shared/ImportNotices.js';
import { importCss } from '../../imports/shared/importCss.js';
import { useImportErrorLines } from '../../imports/shared/useImportErrorLines.js';
import { useImportNotices } from '../../imports/shared/useImportNotices.js';
import { ImportRows } from './ImportRows.js';
import { useImport } from './useImport.js';

/** Props of {@link Import}. */
export interface ImportProps {
  /** The bank account to import from (`aid`, PP-2.4-11); default the selected fiat account. */
  aid?: number | undefined;
  /** Where the imports list is; default `/manager/imports`. */
  importsHref?: string | undefined;
  /** Where the pending transactions are (AC-8-04); default `/manager/transactions/progress`. */
  pendingHref?: string | undefined;
}

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The xlsx helpers, with exceljs, only when the user asks for a file (a lazy chunk). */
const xlsxHelpers = () => import('./importXlsx.js');

/**
 * The bulk payment import (PP-2.5-08, PP-4.4): an xlsx of withdrawals from one fiat account,
 * uploaded by drag and drop or the file picker, previewed with statistics and every row's
 * errors (also written into a downloadable copy of the file), then confirmed with the
 * two-factor code; the import's live notices and progress follow (AC-8). Signs the user in
 * first when there is no session. CSS parts: `import`, `drop`, `stats`, `rows`, `button`,
 * `notices`, `notice`, `progress`.
 */
export function Import(props: ImportProps) {
  const ref = useStyles<HTMLDivElement>(importCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ImportForm {...props} />
      </SignInGate>
    </div>
  );
}

function ImportForm(props: ImportProps) {
  const t = useT(importTexts, importsTexts);
  const locale = useLocale();
  const notices = useImportNotices();
  const model = useImport(props.aid, (imp: ImportRecord) => notices.watch(imp));
  const { state, submit, flow, account } = model;
  const titleId = useId();
  const inputId = useId();
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const choose = (file: File | undefined | null) => {
    if (!file) return;
    if (!isXlsx(file)) {
      setFileError(t('import.onlyXlsx'));
      return;
    }
    setFileError(null);
    model.change({ file });
  };
  const offer = async (make: () => Promise<Blob>, name: string) => {
    setWorking(true);
    setFileError(null);
    try {
      saveBlob(await make(), name, box.current);
    } catch {
      setFileError(t('import.fileFailed'));
    } finally {
      setWorking(false);
    }
  };

  // The confirm's 422 carries row errors too; the preview's otherwise.
  const submitErrors = Object.fromEntries(
    Object.entries(submit.errors).map(([k, v]) => [k, v.split('\n')]),
  );
  const errors = Object.keys(submitErrors).length > 0 ? submitErrors : state.errors;
  const byRow = useImportErrorLines(errors);

  if (model.accounts.status === 'loading' || model.accounts.status === 'idle') {
    return (
      <p className="fp-hint" role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  }
  if (model.fiat.length === 0) return <p role="status">{t('import.noAccounts')}</p>;

  const preview = state.preview;
  const overall =
    submit.outcome === 'error' && submit.message && Object.keys(submit.errors).length === 0
      ? translateCoreText(t, submit.message)
      : null;
  const confirm = preview !== null && Object.keys(errors).length === 0;
  const money = (v: string) => formatAmount(v, locale, { subUnit: account?.sub_unit });
  return (
    <section ref={box} className="fp-import" part="import" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('import.title')}</h2>
      <ImportNotices
        {...notices}
        pendingHref={props.pendingHref ?? '/manager/transactions/progress'}
      />
      {model.created ? (
        <p className="fp-success" role="status" part="success">
          {t('import.created', { id: model.created.id })}{' '}
          <a href={props.importsHref ?? '/manager/imports'}>{t('import.viewImports')}</a>
        </p>
      ) : null}
      {/* Its failures speak beside the file, with the preview's (fp-alert), not under a heading. */}
      <FlowForm
        aria-labelledby={titleId}
        state={submit}
        onSubmit={() => {
          if (!model.disabled) model.send();
        }}
        failure={() => null}
      >
        <SelectField
          label={t('import.account')}
          data-field="bank_account_id"
          value={state.bank_account_id ?? ''}
          options={model.fiat.map((a) => ({
            value: String(a.id),
            label: t('import.accountOption', { name: a.name, currency: a.currency }),
          }))}
          onChange={(e) => model.change({ bank_account_id: Number(e.currentTarget.value) || null })}
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target; the file input inside is the keyboard's way */}
        <div
          className="fp-drop"
          part="drop"
          data-over={over || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            choose(e.dataTransfer.files[0]);
          }}
        >
          <label className="fp-drop__label" htmlFor={inputId}>
            {t('import.fileLabel')}
          </label>
          <span className="fp-hint">{t('import.dropHint')}</span>
          <input
            ref={input}
            id={inputId}
            type="file"
            name="file"
            accept={`.xlsx,${XLSX_TYPE}`}
            onChange={(e) => {
              choose(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
          {state.file ? (
            <span part="file-name">{t('import.chosen', { name: state.file.name })}</span>
          ) : null}
        </div>
        {fileError || model.message ? (
          <p className="fp-alert" role="alert">
            {fileError ?? model.message}
          </p>
        ) : null}
        {overall ? (
          <p className="fp-alert" role="alert">
            {overall}
          </p>
        ) : null}
        <div className="fp-actions">
          <Button
            type="submit"
            busy={model.previewing || submit.status === 'submitting'}
            disabled={model.disabled || (preview !== null && !confirm)}
          >
            {confirm ? t('import.confirm') : t('import.preview')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={working}
            onClick={() =>
              void offer(async () => (await xlsxHelpers()).importTemplate(), 'import-template.xlsx')
            }
          >
            {t('import.template')}
          </Button>
        </div>
      </FlowForm>
      {preview ? (
        <dl className="fp-stats" part="stats">
          <div>
            <dt>{t('import.count')}</dt>
            <dd data-stat="transactionsCount">{preview.transactionsCount}</dd>
          </div>
          <div>
            <dt>{t('import.amount')}</dt>
            <dd data-stat="transactionsAmount">
              {money(preview.transactionsAmount)} {preview.currency}
            </dd>
          </div>
          <div>
            <dt>{t('import.amountWithFee')}</dt>
            <dd data-stat="transactionsAmountWithFee">
              {money(preview.transactionsAmountWithFee)} {preview.currency}
            </dd>
          </div>
        </dl>
      ) : null}
      {byRow.size > 0 && state.file ? (
        <div className="fp-actions" role="alert">
          <p className="fp-alert">{t('import.hasErrors', { count: byRow.size })}</p>
          <Button
            type="button"
            disabled={working}
            onClick={() => {
              const file = state.file as File;
              void offer(
                async () => (await (await xlsxHelpers()).annotateImportFile(file, errors)).blob,
                file.name.replace(/(\.xlsx)?$/i, '-errors.xlsx'),
              );
            }}
          >
            {t('import.downloadAnnotated')}
          </Button>
        </div>
      ) : null}
      {preview ? <ImportRows rows={preview.rows} errors={byRow} money={money} /> : null}
      <SubmitDialogs state={submit} flow={flow} />
    </section>
  );
}
