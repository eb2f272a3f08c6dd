export type {
  /** @public props of a published component: partners type their wrappers with it */
  PspSignUpProps,
} from './PspSignUp.js';
export { PspSignUp } from './PspSignUp.js';
