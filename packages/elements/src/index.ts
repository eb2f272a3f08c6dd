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
export type { FramedScreenData, FrameElementsOptions } from './defineFrameElements.js';
export { defineFrameElements } from './defineFrameElements.js';
export type { ElementDefinition, ElementTag, PropKind } from './elements.js';
export { ELEMENTS } from './elements.js';
export type { FlexportalEventDetails } from './events.js';
export {
  /** @public shown in docs/widgets/*.md */
  onElementEvent,
} from './events.js';
export type {
  FlexportalElement,
  FlexportalElementMap,
  FlexportalIntrinsicElements,
} from './typings.js';
