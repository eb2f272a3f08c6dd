export type { CrmContext, CrmHost, CrmHostOptions, CrmHostWindow } from './connectCrmHost.js';
export { CRM_PARENT_PARAM, connectCrmHost } from './connectCrmHost.js';
