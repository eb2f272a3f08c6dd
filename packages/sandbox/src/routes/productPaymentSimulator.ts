import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { products, productWallets } from '../db/schemaCompany.js';
import type { Deps } from '../http/env.js';
import { validationBody } from '../http/errors.js';
import { creditIncomingDeposit, MAX_DEPOSIT_DELAY_MS } from '../ledger/incomingDeposit.js';
import { fromUnits, toUnits } from '../lib/decimal.js';

/** Body of `POST /sandbox/product-payments`: the wallet's address, and when the payment arrives. */
const SimulatedPayment = z
  .object({
    address: z.string().trim().min(1).max(128),
    delay_ms: z.number().int().min(0).max(MAX_DEPOSIT_DELAY_MS).default(1000),
  })
  .strict();

/** Wallets whose simulated payment is on its way: a second one is refused until it landed. */
const scheduled = new Set<number>();

/**
 * Pays a product's payment wallet after `delayMs`, as a chain confirmation would: the price
 * is credited to the product's crypto account (a settled `receive_crypto`, `account.updated`
 * on the company channel) and the wallet turns paid, which the purchase page's poll shows.
 * A wallet paid (or about to be) is refused a second payment (409) now, not later.
 */
async function scheduleProductPayment(
  deps: Deps,
  address: string,
  delayMs: number,
  log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e),
) {
  const [found] = await deps.db
    .select({ wallet: productWallets, product: products })
    .from(productWallets)
    .innerJoin(products, eq(products.id, productWallets.productId))
    .where(eq(productWallets.address, address));
  if (!found)
    return { status: 404 as const, body: { message: 'No payment wallet has this address.' } };
  if (found.wallet.status !== 'waiting' || scheduled.has(found.wallet.id))
    return { status: 409 as const, body: { message: 'This wallet is paid already.' } };
  const { wallet, product } = found;
  const amount = fromUnits(toUnits(wallet.amount));
  const payAt = deps.config.now() + delayMs;
  scheduled.add(wallet.id);
  const timer = setTimeout(() => {
    (async () => {
      const created = await creditIncomingDeposit(deps, {
        account_id: product.bankAccountId,
        amount,
      });
      await deps.db
        .update(productWallets)
        .set({
          status: 'paid',
          transactionId: created.id,
          paidAt: new Date(deps.config.now()).toISOString(),
        })
        .where(and(eq(productWallets.id, wallet.id), eq(productWallets.status, 'waiting')));
    })()
      .catch((error) => log('Simulated product payment failed', error))
      .finally(() => scheduled.delete(wallet.id));
  }, delayMs);
  timer.unref?.();
  return {
    status: 202 as const,
    body: { data: { address, amount, pay_at: new Date(payAt).toISOString() } },
  };
}

/**
 * The simulated payment of a product's wallet (issue 24), a developer tool beside the
 * deposit simulator (on only with dev tools, loopback only: devtools' guard runs first):
 * `POST /sandbox/product-payments {address, delay_ms?}` answers 202 at once, then pays the
 * wallet after the delay (default 1 s).
 */
export function registerProductPaymentSimulator(root: OpenAPIHono, deps: Deps): void {
  root.post('/sandbox/product-payments', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ message: 'Malformed JSON in request body' }, 400);
    }
    const parsed = SimulatedPayment.safeParse(body);
    if (!parsed.success) return c.json(validationBody(parsed.error), 422);
    const answer = await scheduleProductPayment(deps, parsed.data.address, parsed.data.delay_ms);
    return c.json(answer.body, answer.status);
  });
}
