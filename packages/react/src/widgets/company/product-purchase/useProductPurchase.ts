import {
  hostFailure,
  isProductHash,
  PRODUCT_WALLET_POLL_MS,
  pollsWallet,
  type SubmitFlow,
  type SubmitState,
} from '@flexportal/core';
import type { ProductWallet, PublicProduct } from '@flexportal/core/contract';
import { useEffect, useRef, useState } from 'react';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';

/** What the purchase view needs. */
export interface ProductPurchaseModel {
  /** The product as the page loads it. */
  product:
    | { status: 'loading' }
    | { status: 'not-found' }
    | { status: 'error' }
    | { status: 'ready'; product: PublicProduct };
  /** The pay button's flow: `POST products/{hash}/wallet`. */
  state: SubmitState<Record<never, never>, ProductWallet>;
  flow: SubmitFlow<Record<never, never>, ProductWallet>;
  /** The payment wallet, its status kept current while it waits; null before the pay button. */
  wallet: ProductWallet | null;
  /** The last status check failed (the next one is already planned). */
  pollFailed: boolean;
}

/**
 * A product on sale by its hash (`GET products/{hash}`, public), its payment wallet made by
 * the pay button through the submit flow, and the wallet's status asked for every 2 s while
 * it waits (`GET products/{hash}/wallet/{id}`): a guest holds no live channel, so the page
 * polls (docs/decisions.md). `onPaid` hears the wallet turn paid, once.
 */
export function useProductPurchase(
  hash: string | undefined,
  onPaid?: (wallet: ProductWallet) => void,
): ProductPurchaseModel {
  const client = useFlexportalClient();
  const [product, setProduct] = useState<ProductPurchaseModel['product']>({ status: 'loading' });
  const [wallet, setWallet] = useState<ProductWallet | null>(null);
  const [pollFailed, setPollFailed] = useState(false);
  // Counts status checks: each one done plans the next while the wallet waits.
  const [checks, setChecks] = useState(0);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(() => {
    setWallet(null);
    if (!isProductHash(hash)) {
      setProduct({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setProduct({ status: 'loading' });
    client.http
      .data<PublicProduct>(`products/${hash}`, { signal: controller.signal })
      .then((p) => setProduct({ status: 'ready', product: p }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A product view failure yields null (AC-8-11): the page says it is not available.
        setProduct({ status: hostFailure(error).code === 'not-found' ? 'not-found' : 'error' });
      });
    return () => controller.abort();
  }, [client, hash]);

  const [state, flow] = useSubmitFlow<Record<never, never>, ProductWallet>({
    defaults: () => ({}),
    send: (_draft, request) =>
      client.http.data<ProductWallet>(`products/${hash}/wallet`, { ...request, method: 'POST' }),
    onSuccess: (created) => setWallet(created),
  });

  const waiting = wallet && pollsWallet(wallet.status) ? wallet.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: checks stands for "ask again"
  useEffect(() => {
    if (!waiting || !hash) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.http
        .data<ProductWallet>(`products/${hash}/wallet/${waiting}`, { signal: controller.signal })
        .then((next) => {
          setPollFailed(false);
          setWallet(next);
          setChecks((n) => n + 1);
          if (next.status === 'paid') paid.current?.(next);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setPollFailed(true);
          setChecks((n) => n + 1);
        });
    }, PRODUCT_WALLET_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, hash, waiting, checks]);

  return { product, state, flow, wallet, pollFailed };
}
