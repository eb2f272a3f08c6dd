export type {
  /** @public props of a published component: partners type their wrappers with it */
  PortalServicesProps,
} from './PortalServices.js';
export { PortalServices } from './PortalServices.js';
