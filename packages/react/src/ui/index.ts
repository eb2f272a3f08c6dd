export { Button } from './Button.js';
export { Field } from './Field.js';
export type { FlowFormProps } from './FlowForm.js';
export { FlowForm } from './FlowForm.js';
export { kitCss } from './styles/kitCss.js';
export { DARK_TOKENS } from './styles/tokens.js';
export { useStyles } from './styles/useStyles.js';
export type { FieldMessages } from './validationError.js';
export { validationError } from './validationError.js';
