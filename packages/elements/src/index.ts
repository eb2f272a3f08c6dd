export {
  CRM_PARENT_PARAM,
  type CrmContext,
  type CrmHost,
  type CrmHostOptions,
  type CrmHostWindow,
  connectCrmHost,
} from './crm/connectCrmHost.js';
export type { CspOptions } from './csp.js';
export { cspDirectives, cspHeader } from './csp.js';
export { defineElements } from './defineElements.js';
export type { FramedScreenData, FrameElementsOptions } from './defineFrameElements.js';
export { defineFrameElements } from './defineFrameElements.js';
export type { ElementDefinition, ElementTag, PropKind } from './elements.js';
export { ELEMENTS } from './elements.js';
export type { FlexportalEventDetails } from './events.js';
export { onElementEvent } from './events.js';
export type {
  FlexportalElement,
  FlexportalElementMap,
  FlexportalIntrinsicElements,
} from './typings.js';
