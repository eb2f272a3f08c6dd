export { Button } from './Button.js';
export type { FieldBinding } from './bindField.js';
export { bindField } from './bindField.js';
export { Field } from './Field.js';
export type { FlowFormProps } from './FlowForm.js';
export { FlowForm } from './FlowForm.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  QrCodeProps,
} from './QrCode.js';
export { QrCode } from './QrCode.js';
export { kitCss } from './styles/kitCss.js';
export { DARK_TOKENS } from './styles/tokens.js';
export { useStyles } from './styles/useStyles.js';
export { validationError } from './validationError.js';
