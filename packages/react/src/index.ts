export type { FlexportalProviderProps } from './provider/FlexportalProvider.js';
export { FlexportalProvider, useFlexportalClient } from './provider/FlexportalProvider.js';
