/** Custom element description of {@link ProductPurchase}: data only, read by @flexportal/elements. */
export const productPurchaseElement = {
  tag: 'flexportal-product-purchase',
  description: 'Purchase.',
  props: {},
  events: {},
  parts: ['product-purchase'],
} as const;
