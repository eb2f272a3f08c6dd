import type { ReactNode } from 'react';
import { listsTexts } from '../i18n/areas/lists.js';
import { useT } from '../provider/FlexportalProvider.js';
import { Button } from '../ui/Button.js';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** Downloads the rows of the current page as CSV; absent or disabled with no rows. */
  onExportCsv?: (() => void) | undefined;
  /** Prints the table. */
  onPrint?: (() => void) | undefined;
  /** Nothing to export or print. */
  disabled?: boolean | undefined;
  /** More controls at the end (the column chooser). */
  children?: ReactNode;
}

/** The list's actions: "Export CSV" and "Print" (PP-2.5-11), then `children`. CSS part: `toolbar`. */
export function ListToolbar({ onExportCsv, onPrint, disabled, children }: ListToolbarProps) {
  const t = useT(listsTexts);
  return (
    <div className="fp-toolbar" part="toolbar">
      {onExportCsv ? (
        <Button variant="secondary" disabled={disabled} onClick={onExportCsv}>
          {t('list.exportCsv')}
        </Button>
      ) : null}
      {onPrint ? (
        <Button variant="secondary" disabled={disabled} onClick={onPrint}>
          {t('list.print')}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
