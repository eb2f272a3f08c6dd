export type {
  /** @public props of a published component: partners type their wrappers with it */
  WhiteLabelProps,
} from './WhiteLabel.js';
export { WhiteLabel } from './WhiteLabel.js';
