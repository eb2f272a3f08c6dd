import { formatAmount } from '@flexportal/core';
import { importErrorsByRow, importHintOf } from '@flexportal/core/imports';
import { useMemo } from 'react';
import { importErrorsTexts } from '../../../i18n/areas/importErrors.js';
import type { MessageKey } from '../../../i18n/en.js';
import { useLocale, useT } from '../../../provider/FlexportalProvider.js';

/**
 * An import's refused cells as sentences of the catalogue, by data row: "Row 4, Amount: enter
 * an amount such as 1,250.00 ..." (issue 38). The server's words stay in the annotated file
 * (PP-5-12); a column the catalogue does not name is shown as the file's header names it.
 */
export function useImportErrorLines(
  errors: Readonly<Record<string, readonly string[]>>,
): Map<number, string[]> {
  const t = useT(importErrorsTexts);
  const locale = useLocale();
  return useMemo(() => {
    const example = formatAmount('1250.00', locale, { subUnit: 2 });
    const lines = new Map<number, string[]>();
    for (const [row, columns] of importErrorsByRow(errors)) {
      lines.set(
        row,
        columns.map((column) => {
          const key = `importErrors.col.${column.trim().toLowerCase()}`;
          const label = t(key as MessageKey);
          return t('importErrors.cell', {
            row,
            column: label === key ? column : label,
            hint: t(`importErrors.hint.${importHintOf(column)}` as MessageKey, { example }),
          });
        }),
      );
    }
    return lines;
  }, [errors, locale, t]);
}
