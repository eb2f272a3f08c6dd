export { DecimalString } from './decimal.js';
export { dataEnvelope, ListMeta, listEnvelope, ValidationErrorBody } from './envelope.js';
export { CurrencyCode, Rate } from './rates.js';
