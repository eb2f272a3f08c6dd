import { useEffect, useId, useRef, useState } from 'react';
import { listsTexts } from '../i18n/areas/lists.js';
import { useT } from '../provider/FlexportalProvider.js';
import { CheckboxField } from '../ui/CheckboxField.js';

/** A column the chooser offers. */
interface ChooserColumn {
  /** Column id. */
  id: string;
  /** Label of its checkbox. */
  header: string;
  /** Always shown: its box is checked and cannot be cleared. */
  required?: boolean | undefined;
}

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  /** Columns the user may show or hide. */
  columns: readonly ChooserColumn[];
  /** Ids of the columns shown now. */
  chosen: readonly string[];
  /** The user changed the choice; receives the new ids in column order. */
  onChange: (ids: string[]) => void;
}

/**
 * A disclosure button ("Columns") opening a list of checkboxes, one per column. Escape or a
 * click outside closes it and focus returns to the button; the last shown column cannot
 * be hidden. CSS parts: `column-chooser`, `column-list`.
 */
export function ColumnChooser({ columns, chosen, onChange }: ColumnChooserProps) {
  const t = useT(listsTexts);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shown = columns.filter((c) => c.required || chosen.includes(c.id));

  useEffect(() => {
    if (!open) return;
    wrap.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    // composedPath sees through shadow roots, where event targets are retargeted to the host.
    const outside = (e: Event) => {
      if (wrap.current && !e.composedPath().includes(wrap.current)) setOpen(false);
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const el = wrap.current;
    document.addEventListener('pointerdown', outside);
    el?.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      el?.removeEventListener('keydown', onEscape);
    };
  }, [open]);
  const toggle = (id: string, on: boolean) =>
    onChange(columns.filter((c) => (c.id === id ? on : chosen.includes(c.id))).map((c) => c.id));

  return (
    <div ref={wrap} className="fp-chooser" part="column-chooser">
      <button
        ref={button}
        type="button"
        className="fp-button"
        data-variant="secondary"
        part="button button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('list.columns')}
      </button>
      <fieldset id={panelId} className="fp-chooser__panel" part="column-list" hidden={!open}>
        <legend className="fp-visually-hidden">{t('list.columnsLegend')}</legend>
        {columns.map((c) => {
          const checked = shown.includes(c);
          return (
            <CheckboxField
              key={c.id}
              label={c.header}
              checked={checked}
              disabled={c.required || (checked && shown.length === 1)}
              onChange={(e) => toggle(c.id, e.currentTarget.checked)}
            />
          );
        })}
      </fieldset>
    </div>
  );
}
