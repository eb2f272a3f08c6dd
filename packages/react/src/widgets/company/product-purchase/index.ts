export type {
  /** @public props of a published component: partners type their wrappers with it */
  ProductPurchaseProps,
} from './ProductPurchase.js';
export { ProductPurchase } from './ProductPurchase.js';
