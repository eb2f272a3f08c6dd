export type {
  /** @public detail of a documented event (docs/widgets/reference/flexportal-product-purchase.md) */
  ProductPaid,
  ProductPurchaseEventDetails,
  /** @public props of a published component: partners type their wrappers with it */
  ProductPurchaseProps,
} from './ProductPurchase.js';
export { ProductPurchase } from './ProductPurchase.js';
