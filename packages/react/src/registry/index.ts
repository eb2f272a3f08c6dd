// Data only: no React and no DOM, so frame mode, build scripts and the bench can read it.
export type { PropsOf, PropValue } from './coerceProps.js';
export { coerceProps } from './coerceProps.js';
export type {
  EventOptions,
  PropKind,
  ScreenDefinition,
  ScreenExample,
} from './screenDefinition.js';
export type { ScreenName, ScreenTag } from './screens.js';
export { SCREENS, screenNamed } from './screens.js';
