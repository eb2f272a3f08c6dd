/**
 * Custom element description of {@link ProductPurchase}: data only, read by @flexportal/elements.
 * Events (CustomEvent, `detail` typed in `ProductPurchaseEventDetails`): `paid`.
 */
export const productPurchaseElement = {
  tag: 'flexportal-product-purchase',
  description:
    "A product's purchase box for guests: the product, a payment wallet with address, payment link and QR code, and the payment's status turning paid by itself.",
  props: { productHash: 'string' },
  events: {
    onPaid: { bubbles: true, composed: true },
  },
  parts: ['product-purchase', 'product', 'image', 'price', 'button', 'wallet', 'qr', 'status'],
} as const;
