import { CACHE_TTL, canCreatePayments, cryptoOk } from '@flexportal/core';
import type { CryptoWallet } from '@flexportal/core/contract';
import { type Resource, useCached } from '../../hooks/useCached.js';
import { useSignedInUser } from '../../hooks/useSignedInUser.js';
import { useFlexportalClient } from '../../provider/FlexportalProvider.js';

/** Cache key of the company's saved crypto wallets: the request path, kept 1 minute (PP-9-05). */
export const CRYPTO_WALLETS_KEY = 'manager/crypto-wallets';

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
  const client = useFlexportalClient();
  const me = useSignedInUser();
  const allowed = me.status === 'ready' ? cryptoOk(me.data) : me.status === 'error' ? false : null;
  const wallets = useCached<CryptoWallet[]>(
    allowed ? CRYPTO_WALLETS_KEY : null,
    () => client.http.data<CryptoWallet[]>(CRYPTO_WALLETS_KEY),
    CACHE_TTL.cryptoWallets,
  );
  return {
    wallets,
    allowed,
    canEdit: me.status === 'ready' && canCreatePayments(me.data),
  };
}
