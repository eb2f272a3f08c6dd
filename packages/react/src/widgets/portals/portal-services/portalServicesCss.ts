import { listCss } from '../../../lists/index.js';
import { border, focus, muted, primary, radius } from '../../../ui/styles/tokens.js';

/** Styles of the portal services screen over the lists' (which include the kit's). */
export const portalServicesCss = `${listCss}
.fp-portal-services { display: grid; gap: 1rem; grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); align-items: start; }
.fp-portal-services > h2 { grid-column: 1 / -1; margin: 0; }
@media (max-width: 48rem) { .fp-portal-services { grid-template-columns: minmax(0, 1fr); } }
.fp-portal-services > * { min-width: 0; }
.fp-portal-services__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.125rem; border: 1px solid ${border}; border-radius: ${radius}; padding: 0.25rem; }
/* Narrow: the services stay one column above the chosen one's panel, every one in view,
   none clipped behind a sideways scroll (issue 38); names may wrap beside their badge. */
@media (max-width: 48rem) { .fp-portal-services__item { white-space: normal; } }
.fp-portal-services__item { font: inherit; color: inherit; width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; padding: 0.5rem 0.625rem; background: transparent; border: 0; border-radius: ${radius}; cursor: pointer; text-align: start; white-space: nowrap; }
.fp-portal-services__item[aria-current="true"] { box-shadow: inset 3px 0 0 ${primary}; font-weight: 600; background: color-mix(in srgb, ${primary} 10%, transparent); }
.fp-portal-services__item:focus-visible { outline: 2px solid ${focus}; outline-offset: 1px; }
.fp-portal-services__panel { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.fp-portal-services__panel h3 { margin: 0; font-size: 1.125rem; }
.fp-portal-services__hint { color: ${muted}; margin: 0; }
.fp-portal-services__row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
.fp-portal-services__row .fp-field { margin: 0; }
.fp-portal-services__row .fp-field__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.fp-portal-services__amount { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.fp-portal-services__kinds { display: flex; gap: 1rem; border: 0; padding: 0; margin: 0 0 0.75rem; }
.fp-portal-services__error, .fp-portal-services__form > [role='alert'] { color: var(--fp-danger, #dc3545); margin: 0; }
.fp-portal-services__form { max-width: 28rem; }
`;
