/** @public the shortcuts of PP-2.4 as props, shared by transfer, exchange and convert */
export type {
  PairEventDetails,
  PairFormProps,
  PairSubmitted,
} from '../pairForm/pairFormProps.js';
export { pairPropsFromQuery } from '../pairForm/pairFormProps.js';
export type {
  /** @public props of a published component: partners type their wrappers with it */
  TransferProps,
} from './Transfer.js';
export { Transfer } from './Transfer.js';
