import { danger } from '../../../ui/styles/tokens.js';
import { paymentFormCss } from '../../payments/formCss.js';

const border = 'var(--fp-border, #ced4da)';

/** The form kit with the settings' groups and one row per setting. */
export const adminSettingsCss = `${paymentFormCss}
.fp-settings { display: flex; flex-direction: column; gap: 1rem; max-width: 52rem; min-width: 0; }
.fp-settings__group { border-block-start: 1px solid ${border}; padding-block-start: 0.75rem; min-width: 0; }
.fp-settings__group > h3 { margin: 0 0 0.5rem; font-size: 1.1rem; }
.fp-setting { display: flex; flex-direction: column; gap: 0.25rem; margin-block-end: 1rem; min-width: 0; max-width: none; }
.fp-setting .fp-section { margin-block-end: 0.25rem; }
.fp-setting__choices { display: flex; flex-wrap: wrap; gap: 0 1.25rem; }
.fp-setting__choices > legend, .fp-setting__choices > p { flex-basis: 100%; }
.fp-setting__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.fp-setting__saved { font-weight: 600; }
.fp-setting__failed { color: ${danger}; }
.fp-textarea { min-height: 4.5rem; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
`;
