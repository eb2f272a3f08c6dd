import { type KeyboardEvent, useRef } from 'react';
import { accountsTexts } from '../../i18n/areas/accounts.js';
import { useT } from '../../provider/FlexportalProvider.js';
import { CURRENCY_TYPES, type CurrencyType } from './accountsRules.js';

/** Props of {@link CurrencyTypeTabs}. */
export interface CurrencyTypeTabsProps {
  /** The tab shown. */
  value: CurrencyType;
  /** The user picked a tab. */
  onChange: (type: CurrencyType) => void;
  /** Id prefix: tab `${idBase}-tab-${type}` controls panel `${idBase}-panel`. */
  idBase: string;
}

const LABEL = { fiat: 'accounts.fiat', crypto: 'accounts.crypto' } as const;

/** The tab index a key moves to (wrapping), or null for keys the tabs leave alone. */
function nextTab(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index + count - 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The fiat and crypto tabs (WAI-ARIA tabs): one tab stop, arrow keys, Home and End move
 * between tabs and select them at once, as the pattern's automatic activation does.
 */
export function CurrencyTypeTabs({ value, onChange, idBase }: CurrencyTypeTabsProps) {
  const t = useT(accountsTexts);
  const refs = useRef<Partial<Record<CurrencyType, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTab(event.key, CURRENCY_TYPES.indexOf(value), CURRENCY_TYPES.length);
    if (next === null) return;
    event.preventDefault();
    const type = CURRENCY_TYPES[next] as CurrencyType;
    refs.current[type]?.focus();
    if (type !== value) onChange(type);
  };
  return (
    <div className="fp-tabs" role="tablist" aria-label={t('accounts.types')} onKeyDown={move}>
      {CURRENCY_TYPES.map((type) => (
        <button
          key={type}
          ref={(el) => {
            refs.current[type] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${type}`}
          aria-selected={type === value}
          aria-controls={`${idBase}-panel`}
          tabIndex={type === value ? 0 : -1}
          className="fp-tab"
          part={type === value ? 'tab tab-selected' : 'tab'}
          onClick={() => type !== value && onChange(type)}
        >
          {t(LABEL[type])}
        </button>
      ))}
    </div>
  );
}
