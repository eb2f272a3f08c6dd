export type {
  /** @public props of a published component: partners type their wrappers with it */
  ProductsProps,
} from './Products.js';
export { Products } from './Products.js';
