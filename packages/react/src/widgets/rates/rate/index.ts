export type { RateProps } from './Rate.js';
export { Rate } from './Rate.js';
export { rateElement } from './rate.element.js';
export type { RateState } from './useRate.js';
export { useRate } from './useRate.js';
