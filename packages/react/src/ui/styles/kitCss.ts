/**
 * The UI kit's styles. Every colour, radius and font is a CSS custom property with the
 * spec's defaults (PP-1-07: primary #0d6efd, secondary #6c757d), so a host themes the
 * widgets from outside, even through a shadow root; parts are exposed with `part=`.
 */
export const kitCss = `
:host, .fp-root {
  --fp-primary: #0d6efd;
  --fp-secondary: #6c757d;
  --fp-danger: #dc3545;
  --fp-success: #198754;
  --fp-bg: #ffffff;
  --fp-fg: #212529;
  --fp-muted: #6c757d;
  --fp-border: #ced4da;
  --fp-radius: 0.375rem;
  --fp-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-family: var(--fp-font);
  color: var(--fp-fg);
}
.fp-root[data-scheme="dark"] {
  --fp-bg: #212529;
  --fp-fg: #dee2e6;
  --fp-border: #495057;
  --fp-muted: #adb5bd;
}
.fp-field { display: flex; flex-direction: column; gap: 0.25rem; margin-block-end: 0.75rem; }
.fp-field__label { font-weight: 600; }
.fp-field__input {
  font: inherit; padding: 0.375rem 0.75rem; border: 1px solid var(--fp-border);
  border-radius: var(--fp-radius); background: var(--fp-bg); color: var(--fp-fg);
}
.fp-field__input:focus-visible { outline: 2px solid var(--fp-primary); outline-offset: 1px; }
.fp-field__input[aria-invalid="true"] { border-color: var(--fp-danger); }
.fp-field__error { color: var(--fp-danger); white-space: pre-line; font-size: 0.875em; }
.fp-field__hint { color: var(--fp-muted); font-size: 0.875em; }
.fp-button {
  font: inherit; padding: 0.375rem 0.75rem; border-radius: var(--fp-radius); cursor: pointer;
  border: 1px solid var(--fp-primary); background: var(--fp-primary); color: #fff;
}
.fp-button[data-variant="secondary"] { background: transparent; color: var(--fp-secondary); border-color: var(--fp-secondary); }
.fp-button:disabled { opacity: 0.65; cursor: not-allowed; }
.fp-button:focus-visible { outline: 2px solid var(--fp-primary); outline-offset: 2px; }
.fp-dialog { border: 1px solid var(--fp-border); border-radius: var(--fp-radius); background: var(--fp-bg); color: var(--fp-fg); max-width: min(32rem, 100vw - 2rem); }
.fp-dialog::backdrop { background: rgb(0 0 0 / 0.5); }
.fp-dialog__title { margin-block: 0 0.75rem; font-size: 1.25rem; }
.fp-dialog__actions { display: flex; gap: 0.5rem; justify-content: flex-end; margin-block-start: 1rem; }
.fp-otp { display: flex; gap: 0.5rem; }
.fp-otp__digit { width: 2.5rem; height: 3rem; text-align: center; font-size: 1.5rem; }
.fp-skeleton { display: inline-block; min-width: 6rem; min-height: 1em; border-radius: var(--fp-radius); background: var(--fp-border); }
`;
