import {
  PAIR_ELEMENT_EVENTS,
  PAIR_ELEMENT_PARTS,
  PAIR_ELEMENT_PROPS,
} from '../pairForm/pairFormProps.js';

/**
 * Custom element description of {@link Transfer}: data only, read by @flexportal/elements.
 * Events (CustomEvent): `submitted` (the created transaction), `error`.
 */
export const transferElement = {
  tag: 'flexportal-transfer',
  description: "Transfer between the company's own accounts in one currency, with the grand total.",
  warm: ['bankAccounts', 'transferMap'],
  props: PAIR_ELEMENT_PROPS,
  events: PAIR_ELEMENT_EVENTS,
  parts: PAIR_ELEMENT_PARTS,
} as const;
