import type { Import } from '@flexportal/core/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { importsTexts } from '../../../i18n/areas/imports.js';
import { type ListLoader, ListPage } from '../../../lists/index.js';
import { useFlexportalClient, useLocale, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { ImportNotices } from '../shared/ImportNotices.js';
import { IMPORTS_TABLE_ID, importColumns } from '../shared/importColumns.js';
import { importCss } from '../shared/importCss.js';
import { useImportNotices } from '../shared/useImportNotices.js';

/** Props of {@link Imports}. */
export interface ImportsProps {
  /** Where one import is, `{id}` replaced; default `/manager/imports/{id}`. */
  importHref?: string | undefined;
  /** Where a new import starts; default `/manager/payments/import`. */
  createHref?: string | undefined;
  /** Where the pending transactions are (AC-8-04); default `/manager/transactions/progress`. */
  pendingHref?: string | undefined;
}

/**
 * The company's imports (AC-2tables-01, AC-3-11), newest first, through the one list page:
 * file, account, user, counts and amounts, date and status with the progress bar while an
 * import runs. The live import events reload the list and show their notices (AC-8).
 * Signs the user in first when there is no session. CSS parts: those of the list, `notices`,
 * `notice`, `progress`, `badge`, `create-link`.
 */
export function Imports(props: ImportsProps) {
  const ref = useStyles<HTMLDivElement>(importCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <ImportsList {...props} />
      </SignInGate>
    </div>
  );
}

function ImportsList(props: ImportsProps) {
  const t = useT(importsTexts);
  const locale = useLocale();
  const client = useFlexportalClient();
  const notices = useImportNotices();
  const [version, setVersion] = useState(0);
  // Every import event reloads the page shown (a new loader identity loads again).
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    const offs = [client.live.on('import.created', bump), client.live.on('import.updated', bump)];
    return () => {
      for (const off of offs) off();
    };
  }, [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads on a live event
  const load = useCallback<ListLoader<Import>>(
    ({ page, per_page }, signal) =>
      client.http.list<Import>('manager/imports', { page, per_page }, { signal }),
    [client, version],
  );
  const columns = useMemo(() => importColumns(t, locale), [t, locale]);
  const template = props.importHref ?? '/manager/imports/{id}';
  const rowHref = useCallback((i: Import) => template.replace('{id}', String(i.id)), [template]);
  return (
    <div className="fp-import">
      <ImportNotices
        {...notices}
        pendingHref={props.pendingHref ?? '/manager/transactions/progress'}
      />
      <p className="fp-actions">
        <a
          className="fp-button"
          part="button create-link"
          href={props.createHref ?? '/manager/payments/import'}
        >
          {t('imports.newImport')}
        </a>
      </p>
      <ListPage<Import>
        tableId={IMPORTS_TABLE_ID}
        title={t('imports.title')}
        columns={columns}
        rowKey={(i) => i.id}
        load={load}
        rowHref={rowHref}
        emptyText={t('imports.empty')}
        csvFilename="imports"
      />
    </div>
  );
}
