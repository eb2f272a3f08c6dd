export { Button } from './Button.js';
export { Field } from './Field.js';
export { kitCss } from './styles/kitCss.js';
export { DARK_TOKENS } from './styles/tokens.js';
export { useStyles } from './styles/useStyles.js';
