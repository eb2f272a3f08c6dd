import { isDecimal, parseDecimal } from './decimal.js';

/** How a product's hash looks: what the sandbox hands out (32 hex digits), nothing else. */
const HASH = /^[a-f0-9]{32}$/;

/** Whether `hash` can be a product's public id (a purchase page of anything else shows nothing). */
export const isProductHash = (hash: string | null | undefined): hash is string =>
  typeof hash === 'string' && HASH.test(hash);

/**
 * The purchase link of a product (AC-2guest: `/purchase/{product_hash}`), absolute on the
 * portal's origin when one is given, else the path. Null for a value that is no hash, so a
 * manager never shares a link to nothing.
 */
export function purchaseLink(hash: string, origin?: string): string | null {
  if (!isProductHash(hash)) return null;
  const path = `/purchase/${hash}`;
  if (!origin) return path;
  try {
    return new URL(path, origin).toString();
  } catch {
    return path;
  }
}

/** Longest label a payment link carries: wallets show the label, and long ones get cut. */
const LABEL_MAX = 60;

/**
 * The payment link of a product's wallet (like a deposit's, PP-2.5-07): the network's URI
 * scheme, the address, the price when it is a positive decimal, and the product's name as
 * the label (trimmed, at most 60 characters, encoded: a name cannot add parameters), e.g.
 * `bitcoin:bc1q…?amount=0.001&label=Coffee+beans`.
 */
export function productPaymentLink(
  network: string,
  address: string,
  amount: string,
  name: string,
): string {
  const query = new URLSearchParams();
  if (isDecimal(amount) && parseDecimal(amount).units > 0n) query.set('amount', amount.trim());
  const label = [...name.trim()].slice(0, LABEL_MAX).join('');
  if (label) query.set('label', label);
  const tail = query.toString();
  return tail ? `${network}:${address}?${tail}` : `${network}:${address}`;
}

/** How often the purchase page asks for the wallet's status while it waits (ms). */
export const PRODUCT_WALLET_POLL_MS = 2000;

/** Whether the purchase page still asks for the wallet's status: only while it waits. */
export const pollsWallet = (status: string | null | undefined): boolean => status === 'waiting';

/**
 * Where the browser loads a product image from: the API answers a path under its root
 * (`/api/v2/product-images/3`), resolved on the API's origin when the client's base URL is
 * absolute (an element on a partner's page), else kept as the same-origin path. Anything
 * but such a path (another origin, a script URL) gives null: no image rather than a foreign one.
 */
export function productImageSrc(
  imageUrl: string | null | undefined,
  baseURL: string,
): string | null {
  if (!imageUrl?.startsWith('/') || imageUrl.startsWith('//')) return null;
  try {
    return /^https?:\/\//i.test(baseURL) ? new URL(imageUrl, baseURL).toString() : imageUrl;
  } catch {
    return null;
  }
}
