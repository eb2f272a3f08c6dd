import { CRYPTO_WALLETS_READ, canCreatePayments } from '@flexportal/core';
import type { CryptoWallet } from '@flexportal/core/contract';
import type { Resource } from '../../hooks/useCached.js';
import { useSharedRead } from '../../hooks/useSharedRead.js';
import { useSignedInUser } from '../../hooks/useSignedInUser.js';

/** Cache key of the company's saved crypto wallets: the request path, kept 1 minute (PP-9-05). */
export const CRYPTO_WALLETS_KEY = CRYPTO_WALLETS_READ.key;

/** The saved wallets as the crypto screens see them. */
export interface CryptoWalletsState {
  /** The list; idle while the user may not load it. */
  wallets: Resource<CryptoWallet[]>;
  /**
   * The user may load wallets: the crypto feature and two-factor unless an individual
   * (PP-5-27, AC-6-05); null until the user has loaded.
   */
  allowed: boolean | null;
  /** The user may create and delete (a manager, not a reader: PP-6-04). */
  canEdit: boolean;
}

/**
 * The company's saved crypto wallets through the client's cache (1 minute; a create or
 * delete refreshes it), loaded only for a user the crypto rules allow.
 */
export function useCryptoWallets(): CryptoWalletsState {
  const me = useSignedInUser();
  const allowed =
    me.status === 'ready'
      ? (CRYPTO_WALLETS_READ.allowed?.(me.data) ?? true)
      : me.status === 'error'
        ? false
        : null;
  const wallets = useSharedRead(allowed ? CRYPTO_WALLETS_READ : null);
  return {
    wallets,
    allowed,
    canEdit: me.status === 'ready' && canCreatePayments(me.data),
  };
}
