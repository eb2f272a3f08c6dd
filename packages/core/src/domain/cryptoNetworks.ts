import type { CryptoNetwork } from '../contract/enums.js';

/** The crypto currencies (PP-3.2-03). */
export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'TRX'] as const;
/** One of {@link CRYPTO_CURRENCIES}. */
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
/** The network of each crypto currency: ethereum for USDT and ETH, bitcoin for BTC, tron for TRX (PP-3.2-04). */
export const NETWORK_OF_CURRENCY: Readonly<Record<CryptoCurrency, CryptoNetwork>> = Object.freeze({
  BTC: 'bitcoin',
  ETH: 'ethereum',
  USDT: 'ethereum',
  TRX: 'tron',
});

/** The network of a currency code, or null for a currency that has none (fiat, unknown). */
export function networkOfCurrency(currency: string | null | undefined): CryptoNetwork | null {
  return (NETWORK_OF_CURRENCY as Record<string, CryptoNetwork>)[currency ?? ''] ?? null;
}
