import type { ImportPreviewRow } from '@flexportal/core/contract';
import { importTexts } from '../../../i18n/areas/import.js';
import { useT } from '../../../provider/FlexportalProvider.js';

/** Rows without errors shown below the ones with errors; a 10,000-row file stays light. */
const CLEAN_ROWS_SHOWN = 100;

/** Props of {@link ImportRows}. */
interface ImportRowsProps {
  rows: readonly ImportPreviewRow[];
  /** Each row's refused cells, as sentences of the catalogue. */
  errors: ReadonlyMap<number, readonly string[]>;
  money: (value: string) => string;
}

/**
 * The preview's rows (PP-4.4): every row with errors, with its messages (the same errors the
 * annotated file carries), then the first rows without; the row number is the error key's.
 */
export function ImportRows({ rows, errors, money }: ImportRowsProps) {
  const t = useT(importTexts);
  const bad = rows.filter((r) => errors.has(r.row));
  const clean = rows.filter((r) => !errors.has(r.row)).slice(0, CLEAN_ROWS_SHOWN);
  const shown = [...bad, ...clean];
  return (
    <div className="fp-rows" part="rows">
      <table>
        <caption className="fp-hint">
          {t('import.rowsCaption')} (
          {t('import.rowsShown', { shown: shown.length, total: rows.length })})
        </caption>
        <thead>
          <tr>
            <th scope="col" className="fp-num">
              {t('import.col.row')}
            </th>
            <th scope="col">{t('import.col.payee')}</th>
            <th scope="col" className="fp-num">
              {t('import.col.amount')}
            </th>
            <th scope="col" className="fp-num">
              {t('import.col.fee')}
            </th>
            <th scope="col" className="fp-num">
              {t('import.col.total')}
            </th>
            <th scope="col">{t('import.col.errors')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => {
            const lines = errors.get(r.row);
            return (
              <tr key={r.row} data-row={r.row} data-error={lines ? '' : undefined}>
                <td className="fp-num">{r.row}</td>
                <td>{r.payee}</td>
                <td className="fp-num">{r.fee_amount ? money(r.amount) : r.amount}</td>
                <td className="fp-num">{r.fee_amount ? money(r.fee_amount) : ''}</td>
                <td className="fp-num">{r.total_amount ? money(r.total_amount) : ''}</td>
                <td>
                  {lines ? (
                    <ul className="fp-row-error">
                      {lines.map((l) => (
                        <li key={l}>{l}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
