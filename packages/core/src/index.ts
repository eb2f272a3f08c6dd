export type { ClientOptions, FlexportalClient } from './client.js';
export { createClient, DEFAULT_CLIENT_VERSION } from './client.js';
export type { DecimalString, ListMeta, Rate, ValidationErrorBody } from './contract/index.js';
export {
  BROWSER_ID_KEY,
  BROWSER_ID_LENGTH,
  getBrowserId,
  randomBrowserId,
} from './http/browserId.js';
export type { Http, HttpOptions, RequestOptions } from './http/createHttp.js';
export { createHttp } from './http/createHttp.js';
export { HEADERS } from './http/headers.js';
export { fetchRate } from './rates/fetchRate.js';
export type { KeyValueStorage } from './storage/KeyValueStorage.js';
export { createMemoryStorage, defaultStorage } from './storage/KeyValueStorage.js';
