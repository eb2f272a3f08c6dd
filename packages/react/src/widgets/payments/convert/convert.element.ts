import {
  PAIR_ELEMENT_EVENTS,
  PAIR_ELEMENT_PARTS,
  PAIR_ELEMENT_PROPS,
} from '../pairForm/pairFormProps.js';

/**
 * Custom element description of {@link Convert}: data only, read by @flexportal/elements.
 * Events (CustomEvent): `submitted` (the created transaction), `error`.
 */
export const convertElement = {
  tag: 'flexportal-convert',
  description:
    'Convert between a fiat and a crypto account, either amount computing the other at the live rate.',
  warm: ['bankAccounts', 'transferMap'],
  props: PAIR_ELEMENT_PROPS,
  events: PAIR_ELEMENT_EVENTS,
  parts: PAIR_ELEMENT_PARTS,
} as const;
