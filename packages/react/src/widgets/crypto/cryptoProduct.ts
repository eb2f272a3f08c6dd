/**
 * The `{product}` segment of the crypto calls (`manager/crypto/{product}/...`,
 * `manager/grand-total/{product}/...`, PP-7.4-08/11) when the host names none: the spec
 * does not give the product's name, so it is a prop of each crypto screen (docs/decisions.md).
 */
const DEFAULT_CRYPTO_PRODUCT = 'flexportal';

/** The product segment to use: the host's when it is a valid slug, else the default. */
export const cryptoProductOf = (product: string | undefined) =>
  product && /^[a-z0-9_-]{1,40}$/.test(product) ? product : DEFAULT_CRYPTO_PRODUCT;
