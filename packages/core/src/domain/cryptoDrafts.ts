import { isDecimal, parseDecimal } from './decimal.js';

/** A saved wallet as the rules read it (PP-3.1-08). */
interface WalletLike {
  name: string;
  wallet: string;
  currency: string;
}

/**
 * The wallets whose name or address contains `query`, ignoring case (PP-5-22); all of
 * them for an empty query. Surrounding spaces of the query are ignored.
 */
export function filterWallets<W extends WalletLike>(wallets: readonly W[], query: string): W[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...wallets];
  return wallets.filter(
    (w) => w.name.toLowerCase().includes(needle) || w.wallet.toLowerCase().includes(needle),
  );
}

/** A positive decimal amount: the only amount a payment link carries. */
const positive = (amount: string | null | undefined) =>
  isDecimal(amount) && parseDecimal(amount).units > 0n;

/** The fixed label of every deposit payment link (PP-2.5-07). */
export const DEPOSIT_LINK_LABEL = 'Flexportal deposit';

/**
 * The payment link of a deposit (PP-2.5-07): the currency's URI scheme (the network's:
 * `bitcoin:`, `ethereum:`, `tron:`), the address, the amount when it is a positive
 * decimal, and the fixed label, e.g. `bitcoin:bc1q…?amount=0.001&label=Flexportal+deposit`.
 */
export function depositPaymentLink(network: string, address: string, amount?: string): string {
  const query = new URLSearchParams();
  if (positive(amount)) query.set('amount', (amount as string).trim());
  query.set('label', DEPOSIT_LINK_LABEL);
  return `${network}:${address}?${query}`;
}
