import type { ReactNode } from 'react';
import { listsTexts } from '../i18n/areas/lists.js';
import { useT } from '../provider/FlexportalProvider.js';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What to say; default "No records found." */
  text?: ReactNode;
  /** Something to do about it (a button that clears the filters). */
  action?: ReactNode;
}

/** The line a list shows when it has no rows (AC-3-36). CSS part: `empty`. */
export function EmptyState({ text, action }: EmptyStateProps) {
  const t = useT(listsTexts);
  return (
    <div className="fp-empty" role="status" part="empty">
      <p>{text ?? t('list.empty')}</p>
      {action}
    </div>
  );
}
