export type {
  /** @public props of a published component: partners type their wrappers with it */
  WhiteLabelDocumentsProps,
} from './WhiteLabelDocuments.js';
export { WhiteLabelDocuments } from './WhiteLabelDocuments.js';
