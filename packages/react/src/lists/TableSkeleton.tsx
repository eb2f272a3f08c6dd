import { listsTexts } from '../i18n/areas/lists.js';
import { useT } from '../provider/FlexportalProvider.js';

/** Props of {@link TableSkeleton}. */
export interface TableSkeletonProps {
  /** Number of placeholder columns. */
  columns: number;
  /** Number of placeholder rows; default 5. */
  rows?: number | undefined;
}

/**
 * Placeholder rows shown while a list loads for the first time, marked busy so assistive
 * technology waits; the caption says it is loading. CSS part: `skeleton`.
 */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  const t = useT(listsTexts);
  const cols = Array.from({ length: Math.max(1, columns) }, (_, i) => i);
  return (
    <table className="fp-table" part="table skeleton" aria-busy="true">
      <caption className="fp-visually-hidden">{t('common.loading')}</caption>
      <tbody>
        {Array.from({ length: rows }, (_, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <tr key={r}>
            {cols.map((c) => (
              <td key={c}>
                <span className="fp-skeleton" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
