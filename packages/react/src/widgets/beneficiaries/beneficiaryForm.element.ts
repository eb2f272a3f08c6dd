/**
 * Custom element description of {@link BeneficiaryForm}: data only, read by
 * @flexportal/elements. Events (CustomEvent, `detail` typed in
 * `BeneficiaryFormEventDetails`): `saved` (the beneficiary), `deleted` (its id).
 */
export const beneficiaryFormElement = {
  tag: 'flexportal-beneficiary-form',
  description:
    'Creates a saved beneficiary, or edits and deletes one when agent-id is given; read-only for readers.',
  warm: ['bankAccounts'],
  props: {
    agentId: 'number',
    accountId: 'number',
  },
  events: {
    onSaved: { bubbles: true, composed: true },
    onDeleted: { bubbles: true, composed: true },
  },
  parts: [
    'form',
    'section',
    'field',
    'label',
    'input',
    'error',
    'button',
    'success',
    'dialog',
    'signin',
  ],
} as const;
