import { badgeCss } from '../../../ui/styles/badgeCss.js';
import { kitCss } from '../../../ui/styles/kitCss.js';
import { border, muted, primary, radius, surface } from '../../../ui/styles/tokens.js';

/** One entity's timeline: details, the note form, the events with notes set apart. */
export const timelineCss = `${kitCss}${badgeCss}
.fp-admin-timeline h2 { margin: 0 0 0.25rem; overflow-wrap: anywhere; }
.fp-admin-timeline h3 { margin: 1.25rem 0 0.5rem; font-size: 1.05rem; }
.fp-muted { color: ${muted}; }
.fp-details { margin: 0.5rem 0 0; }
.fp-details summary { cursor: pointer; }
.fp-details dl { display: grid; grid-template-columns: minmax(7rem, 14rem) 1fr; gap: 0.25rem 0.75rem; margin: 0.5rem 0 0; }
.fp-details dt { color: ${muted}; overflow-wrap: anywhere; }
.fp-details dd { margin: 0; overflow-wrap: anywhere; }
.fp-note-form { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.75rem 1rem; margin-block-start: 1rem; max-width: 48rem; }
.fp-note-form h3 { margin-block-start: 0; }
.fp-textarea { min-height: 5rem; resize: vertical; font: inherit; }
.fp-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin: 0; }
.fp-note-form [role="alert"] { color: var(--fp-danger, #dc3545); }
.fp-events { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; max-width: 48rem; }
.fp-event { border: 1px solid ${border}; border-radius: ${radius}; padding: 0.5rem 0.75rem; overflow-wrap: anywhere; }
.fp-event[data-note] { border-inline-start: 4px solid ${primary}; background: ${surface}; }
.fp-event__head { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: center; font-size: 0.875em; color: ${muted}; }
.fp-event__text { margin: 0.25rem 0 0; white-space: pre-line; }
.fp-retry { color: ${muted}; display: flex; gap: 0.75rem; align-items: center; }
`;
