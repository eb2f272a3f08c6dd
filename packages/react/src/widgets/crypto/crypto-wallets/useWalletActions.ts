import {
  type CryptoCurrency,
  loadAddressCheck,
  NETWORK_OF_CURRENCY,
  WALLET_TOAST_MS,
  walletCreatedMessage,
} from '@flexportal/core';
import type { CryptoWallet } from '@flexportal/core/contract';
import { useState } from 'react';
import { createToasts } from '../../../global/toasts.js';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { cryptoWalletsTexts } from '../../../i18n/areas/cryptoWallets.js';
import { walletsTexts } from '../../../i18n/areas/wallets.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import type { Translate } from '../../../i18n/translate.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { validationError } from '../../../ui/validationError.js';
import { CRYPTO_WALLETS_KEY } from '../useCryptoWallets.js';

/**
 * The create form's problems before anything is sent: a name, and an address its network
 * accepts (core's checkCryptoAddress: checksums of bitcoin, EIP-55, tron, loaded at the
 * first save so the screen's first load carries no hashes).
 */
async function walletErrors(draft: WalletDraft, t: Translate): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (!draft.name.trim()) errors.name = [t('cryptoWallets.nameRequired')];
  const network = NETWORK_OF_CURRENCY[draft.currency];
  const problem = (await loadAddressCheck())(network, draft.wallet);
  if (problem) errors.wallet = [t(`cryptoWallets.address.${problem}`, { network })];
  return errors;
}

/** The create form's draft (PP-7.4-13: name, currency, wallet). */
export interface WalletDraft {
  name: string;
  currency: CryptoCurrency;
  wallet: string;
}

/** What the host hears from the wallets screen. */
export interface CryptoWalletsCallbacks {
  /** A wallet was saved. */
  onCreated?: (detail: { id: number; name: string; currency: string }) => void;
  /** A wallet was deleted. */
  onDeleted?: (detail: { id: number }) => void;
}

/** The `detail` of each event the element dispatches (names in lower case, as r2wc does). */
export interface CryptoWalletsEventDetails {
  created: { id: number; name: string; currency: string };
  deleted: { id: number };
}

/**
 * Create and delete of saved wallets, each through the one submit flow (a two-factor
 * challenge or a refusal behave as on any form), the address checked for its network
 * before it is sent, the toasts of the catalogue for 3 s (PP-8-12/13), the cached list
 * refreshed.
 */
export function useWalletActions(callbacks: CryptoWalletsCallbacks) {
  const client = useFlexportalClient();
  const t = useT(cryptoWalletsTexts, walletsTexts);
  const [toasts] = useState(createToasts);
  const [confirming, setConfirming] = useState<number | null>(null);

  const [createState, create] = useSubmitFlow<WalletDraft, CryptoWallet>({
    defaults: () => ({ name: '', currency: 'BTC', wallet: '' }),
    send: async (draft, request) => {
      // Client checks answer like the server's 422, so both show the same way.
      const errors = await walletErrors(draft, t);
      if (Object.keys(errors).length > 0) throw validationError(errors, t('cryptoWallets.invalid'));
      return client.http.data<CryptoWallet>(CRYPTO_WALLETS_KEY, {
        ...request,
        method: 'POST',
        body: { ...draft, name: draft.name.trim(), wallet: draft.wallet.trim() },
      });
    },
    otp: client.otp,
    onSuccess: (wallet) => {
      client.cache.invalidate(CRYPTO_WALLETS_KEY);
      toasts.show(translateCoreText(t, walletCreatedMessage(wallet.name)), {
        kind: 'success',
        durationMs: WALLET_TOAST_MS,
      });
      callbacks.onCreated?.({ id: wallet.id, name: wallet.name, currency: wallet.currency });
    },
  });
  const [deleteState, remove] = useSubmitFlow<{ id: number | null }, CryptoWallet[]>({
    defaults: () => ({ id: null }),
    send: async ({ id }, request) =>
      client.http.data<CryptoWallet[]>(`${CRYPTO_WALLETS_KEY}/${id}`, {
        ...request,
        method: 'DELETE',
      }),
    otp: client.otp,
    onSuccess: (list) => {
      const id = remove.store.getState().draft.id;
      // The answer is the remaining list (AC-7mgr-14): the cache takes it, and the
      // invalidation tells every reader (this list, a withdraw form's picker) to read again.
      client.cache.invalidate(CRYPTO_WALLETS_KEY);
      client.cache.set(CRYPTO_WALLETS_KEY, list);
      toasts.show(t('wallet.removed'), { kind: 'success', durationMs: WALLET_TOAST_MS });
      if (id !== null) callbacks.onDeleted?.({ id });
    },
  });

  return {
    toasts,
    create,
    createState,
    deleteState,
    remove,
    /** The wallet whose delete waits for Yes or No, or null. */
    confirming,
    ask: (id: number) => setConfirming(id),
    cancel: () => setConfirming(null),
    confirm: () => {
      const id = confirming;
      setConfirming(null);
      if (id === null) return;
      remove.setDraft({ id });
      void remove.submit();
    },
    deleteError:
      deleteState.outcome === 'error' && !deleteState.awaitingCode
        ? translateCoreText(t, deleteState.message ?? t('cryptoWallets.deleteFailed'))
        : null,
  };
}

/** What {@link useWalletActions} returns. */
export type WalletActions = ReturnType<typeof useWalletActions>;
