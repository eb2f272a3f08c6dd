import { formatDecimal, type ListMetaValues } from '@flexportal/core';
import { listsTexts } from '../i18n/areas/lists.js';
import { useLocale, useT } from '../provider/FlexportalProvider.js';
import { SelectField } from '../ui/SelectField.js';
import { pageRange } from './pageRange.js';
import { PAGE_SIZES } from './tableSettings.js';

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Meta of the shown page (current page, last page, from, to, total). */
  meta: ListMetaValues;
  /** Rows per page now. */
  perPage: number;
  /** Sizes offered; default 25, 50, 100, 250. */
  pageSizes?: readonly number[] | undefined;
  /** Go to a page. */
  onPage: (page: number) => void;
  /** Change the page size. */
  onPerPage: (perPage: number) => void;
}

/**
 * Previous, page numbers (the current one `aria-current="page"`), next, the range shown
 * ("1–25 of 250", announced politely) and the page size. CSS parts: `pager`, `page`.
 */
export function Pager({ meta, perPage, pageSizes = PAGE_SIZES, onPage, onPerPage }: PagerProps) {
  const t = useT(listsTexts);
  const locale = useLocale();
  const page = meta.current_page;
  const last = Math.max(1, meta.last_page);
  const sizes = pageSizes.includes(perPage)
    ? pageSizes
    : [...pageSizes, perPage].sort((a, b) => a - b);
  const pageButton = (n: number, text: string, label?: string, disabled = false) => (
    <button
      type="button"
      className="fp-pager__page"
      part="page"
      aria-label={label}
      aria-current={n === page ? 'page' : undefined}
      disabled={disabled}
      onClick={() => onPage(n)}
    >
      {text}
    </button>
  );
  return (
    <div className="fp-pager" part="pager">
      <p className="fp-pager__range" aria-live="polite">
        {meta.total > 0 && meta.from !== null && meta.to !== null
          ? t('list.range', {
              from: formatDecimal(meta.from, locale),
              to: formatDecimal(meta.to, locale),
              total: formatDecimal(meta.total, locale),
            })
          : ''}
      </p>
      {last > 1 ? (
        <nav aria-label={t('list.pages')}>
          <ul className="fp-pager__list">
            <li>{pageButton(page - 1, t('list.previous'), undefined, page <= 1)}</li>
            {pageRange(page, last).map((item, i) =>
              item === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, known by place
                <li key={`gap-${i}`} className="fp-pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>{pageButton(item, String(item), t('list.page', { n: item }))}</li>
              ),
            )}
            <li>{pageButton(page + 1, t('list.next'), undefined, page >= last)}</li>
          </ul>
        </nav>
      ) : null}
      <SelectField
        label={t('list.perPage')}
        value={String(perPage)}
        options={sizes.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(e) => onPerPage(Number(e.currentTarget.value))}
      />
    </div>
  );
}
