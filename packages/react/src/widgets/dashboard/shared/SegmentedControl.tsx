// The segmented control of the kit's screens that switch a view (issue 38).
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import type { SelectOption } from '../../../ui/SelectField.js';
import {
  bg,
  border,
  fg,
  focus,
  muted,
  primary,
  radius,
  surface,
} from '../../../ui/styles/tokens.js';
import { segmentStep } from './segmentStep.js';

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps {
  /** What the choice is about, shown before the segments and naming the group. */
  legend: ReactNode;
  /** The choices; a disabled one is shown but cannot be picked. */
  options: readonly SelectOption[];
  /** The chosen value. */
  value: string;
  /** Called with the newly chosen value. */
  onChange: (value: string) => void;
}

/**
 * A short exclusive choice that switches what a panel shows (period, granularity,
 * currency), drawn as joined segments instead of a column of radios. A radio group for
 * assistive technology and the keyboard: one tab stop (the chosen segment), arrows move
 * the choice and wrap, Home and End go to the ends. CSS part `segmented`; styles in
 * {@link segmentedCss}, which the screen's sheet includes. Lives with the screens that use
 * it (not in ui/), so the runtime chunk of every other screen stays as it is.
 */
export function SegmentedControl({ legend, options, value, onChange }: SegmentedControlProps) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = segmentStep(
      event.key,
      index,
      options.map((o) => Boolean(o.disabled)),
    );
    if (next === null) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    buttons.current[next]?.focus();
    if (option.value !== value) onChange(option.value);
  };
  return (
    <div className="fp-segmented" part="segmented">
      <span className="fp-segmented__legend" id={`${id}-legend`}>
        {legend}
      </span>
      <div
        className="fp-segmented__track"
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        data-count={Math.min(options.length, 5)}
      >
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useSemanticElements: buttons make the chosen segment the one tab stop and the arrows wrap the same in every browser
          <button
            key={o.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            className="fp-segment"
            aria-checked={o.value === value}
            tabIndex={i === chosen ? 0 : -1}
            disabled={o.disabled}
            onClick={() => {
              if (o.value !== value) onChange(o.value);
            }}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Styles of {@link SegmentedControl}, for the sheet of a screen that uses it. */
export const segmentedCss = `
.fp-segmented { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem 0.75rem; margin: 0 0 0.75rem; }
.fp-segmented__legend { font-size: 0.8125rem; font-weight: 600; color: ${muted}; }
.fp-segmented__track { display: inline-flex; flex-wrap: wrap; gap: 2px; padding: 2px; border: 1px solid ${border}; border-radius: ${radius}; background: ${surface}; max-width: 100%; box-sizing: border-box; }
.fp-segment { font: inherit; font-size: 0.875rem; line-height: 1.25; padding: 0.3125rem 0.75rem; border: 0; border-radius: calc(${radius} - 2px); background: transparent; color: ${fg}; cursor: pointer; white-space: nowrap; }
.fp-segment:hover { background: color-mix(in srgb, ${fg} 8%, transparent); }
.fp-segment[aria-checked="true"] { background: ${bg}; color: ${fg}; font-weight: 600; box-shadow: 0 0 0 1px ${border}, inset 0 -2px 0 ${primary}; }
.fp-segment:focus-visible { outline: 2px solid ${focus}; outline-offset: 1px; }
.fp-segment:disabled { opacity: 0.5; cursor: not-allowed; }
@container (max-width: 30rem) {
  .fp-segmented { flex-direction: column; align-items: stretch; }
  .fp-segmented__track { display: grid; grid-template-columns: repeat(auto-fit, minmax(3.5rem, 1fr)); }
  .fp-segmented__track[data-count="2"] { grid-template-columns: repeat(2, 1fr); }
  .fp-segmented__track[data-count="3"] { grid-template-columns: repeat(3, 1fr); }
  .fp-segmented__track[data-count="4"] { grid-template-columns: repeat(2, 1fr); }
  .fp-segment { white-space: normal; padding-inline: 0.5rem; }
}
`;
