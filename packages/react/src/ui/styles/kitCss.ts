import { bg, border, danger, fg, focus, muted, primary, radius, secondary } from './tokens.js';

/**
 * The UI kit's styles. Every colour, radius and font is a CSS custom property read with
 * the spec's default as fallback (PP-1-07: primary #0d6efd, secondary #6c757d) and never
 * redefined here, so values a host sets on the page or the element inherit through shadow
 * roots and win. Parts are exposed with `part=`.
 */

export const kitCss = `
:host { display: block; }
:host, .fp-root {
  font-family: var(--fp-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  color: ${fg};
}
:where(.fp-root) h2 { font-size: 1.375rem; margin: 0 0 1rem; }
.fp-field { display: flex; flex-direction: column; gap: 0.25rem; margin-block-end: 0.75rem; }
.fp-field__label { font-weight: 600; }
.fp-field__input {
  font: inherit; padding: 0.375rem 0.75rem; border: 1px solid ${border};
  border-radius: ${radius}; background: ${bg}; color: ${fg};
}
.fp-field__input:focus-visible { outline: 2px solid ${focus}; outline-offset: 1px; }
.fp-field__input[aria-invalid="true"] { border-color: ${danger}; }
.fp-field__error { color: ${danger}; white-space: pre-line; font-size: 0.875em; }
.fp-field__hint { color: ${muted}; font-size: 0.875em; }
.fp-button {
  font: inherit; padding: 0.375rem 0.75rem; border-radius: ${radius}; cursor: pointer;
  border: 1px solid ${primary}; background: ${primary}; color: #fff;
}
.fp-button[data-variant="secondary"] { background: transparent; color: var(--fp-secondary-text, ${secondary}); border-color: var(--fp-secondary-text, ${secondary}); }
.fp-button[data-variant="danger"] { background: transparent; color: ${danger}; border-color: ${danger}; }
.fp-button:disabled { opacity: 0.65; cursor: not-allowed; }
.fp-button:focus-visible { outline: 2px solid ${focus}; outline-offset: 2px; }
.fp-dialog { border: 1px solid ${border}; border-radius: ${radius}; background: ${bg}; color: ${fg}; max-width: min(32rem, 100vw - 2rem); }
.fp-dialog::backdrop { background: rgb(0 0 0 / 0.5); }
.fp-dialog__title { margin-block: 0 0.75rem; font-size: 1.25rem; }
.fp-dialog__actions { display: flex; gap: 0.5rem; justify-content: flex-end; margin-block-start: 1rem; }
.fp-otp { display: grid; grid-template-columns: repeat(6, minmax(0, 2.5rem)); gap: 0.5rem; }
.fp-otp__digit { box-sizing: border-box; width: 100%; min-width: 0; padding-inline: 0; height: 3rem; text-align: center; font-size: 1.5rem; }
.fp-otp__summary { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
.fp-otp__summary > div { display: contents; }
.fp-otp__summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.fp-toasts { position: fixed; inset-block-end: 1rem; inset-inline-end: 1rem; display: flex; flex-direction: column; gap: 0.5rem; z-index: 1000; }
.fp-toast { display: flex; gap: 0.75rem; align-items: center; padding: 0.5rem 0.75rem; border-radius: ${radius}; background: ${bg}; color: ${fg}; border: 1px solid ${border}; box-shadow: 0 2px 8px rgb(0 0 0 / 0.15); }
.fp-toast[data-kind="success"] { border-color: var(--fp-success, #198754); }
.fp-toast[data-kind="error"] { border-color: ${danger}; }
.fp-toast__close { font: inherit; background: transparent; border: 0; color: inherit; cursor: pointer; }
@media print { .fp-print-target, .fp-print-target * { visibility: visible; } }
.fp-skeleton { display: inline-block; min-width: 6rem; min-height: 1em; border-radius: ${radius}; background: ${border}; }
`;
