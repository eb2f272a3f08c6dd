import {
  PAIR_ELEMENT_EVENTS,
  PAIR_ELEMENT_PARTS,
  PAIR_ELEMENT_PROPS,
} from '../pairForm/pairFormProps.js';

/**
 * Custom element description of {@link Exchange}: data only, read by @flexportal/elements.
 * Events (CustomEvent): `submitted` (the created transaction), `error`.
 */
export const exchangeElement = {
  tag: 'flexportal-exchange',
  description:
    'Exchange between fiat accounts in two currencies, with the live rate, its countdown and the grand total.',
  warm: ['bankAccounts', 'transferMap'],
  props: PAIR_ELEMENT_PROPS,
  events: PAIR_ELEMENT_EVENTS,
  parts: PAIR_ELEMENT_PARTS,
} as const;
