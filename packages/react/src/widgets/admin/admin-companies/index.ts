export type {
  /** @public props of a published component: partners type their wrappers with it */
  AdminCompaniesProps,
} from './AdminCompanies.js';
export { AdminCompanies } from './AdminCompanies.js';
