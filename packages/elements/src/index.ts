export {
  CRM_PARENT_PARAM,
  type CrmContext,
  /** @public options of a documented function (docs/getting-started.md, docs/embedding.md) */
  type CrmHostOptions,
  /** @public shown in docs/getting-started.md and docs/protocol.md */
  connectCrmHost,
} from './crm/connectCrmHost.js';
export type {
  /** @public options of a documented function (docs/getting-started.md, docs/embedding.md) */
  CspOptions,
} from './csp.js';
export { cspHeader } from './csp.js';
export { defineElements } from './defineElements.js';
/** @public in defineFrameElements' signature (docs/embedding.md) */
export type { FramedScreenData, FrameElementsOptions } from './defineFrameElements.js';
export {
  /** @public shown in docs/embedding.md */
  defineFrameElements,
} from './defineFrameElements.js';
/** @public in the signatures of defineElements and defineFrameElements (docs/embedding.md) */
export type { ElementDefinition, PropKind } from './elements.js';
export { ELEMENTS } from './elements.js';
/** @public in onElementEvent's signature (docs/widgets/*.md) */
export type { FlexportalEventDetails } from './events.js';
export {
  /** @public shown in docs/widgets/*.md */
  onElementEvent,
} from './events.js';
/** @public the host's refresh (docs/embedding.md, "Screens on one page") */
export { listenForRefresh, REFRESH_EVENT } from './hostRefresh.js';
/** @public the partner's DOM and JSX typings of the tags */
export type {
  FlexportalElement,
  FlexportalElementMap,
  FlexportalIntrinsicElements,
} from './typings.js';
