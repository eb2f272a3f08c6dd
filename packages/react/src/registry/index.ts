// Data only: no React and no DOM, so frame mode, build scripts and the bench can read it.
export type {
  /** @public in coerceProps' signature */
  PropsOf,
  PropValue,
} from './coerceProps.js';
export { coerceProps } from './coerceProps.js';
export type {
  /** @public part of ScreenDefinition, the type of every SCREENS entry */
  EventOptions,
  PropKind,
  ScreenDefinition,
  /** @public part of ScreenDefinition, the type of every SCREENS entry */
  ScreenExample,
} from './screenDefinition.js';
export type { ScreenName, ScreenTag } from './screens.js';
export { SCREENS, screenNamed } from './screens.js';
