export type {
  CrmContext,
  /** @public options of a documented function (docs/getting-started.md, docs/embedding.md) */
  CrmHostOptions,
} from './connectCrmHost.js';
export { connectCrmHost } from './connectCrmHost.js';
