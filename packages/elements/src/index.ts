export { defineElements } from './defineElements.js';
export type { ElementDefinition, ElementTag, PropKind } from './elements.js';
export { ELEMENTS } from './elements.js';
