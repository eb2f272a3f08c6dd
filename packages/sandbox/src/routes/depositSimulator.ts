import { PositiveAmount } from '@flexportal/core/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Deps } from '../http/env.js';
import { validationBody } from '../http/errors.js';
import { MAX_DEPOSIT_DELAY_MS, scheduleIncomingDeposit } from '../ledger/incomingDeposit.js';

/** Body of `POST /sandbox/crypto-deposits`: an account id or a deposit address, and the amount. */
const SimulatedDeposit = z
  .object({
    account_id: z.number().int().positive().optional(),
    address: z.string().trim().min(1).max(128).optional(),
    amount: PositiveAmount,
    delay_ms: z.number().int().min(0).max(MAX_DEPOSIT_DELAY_MS).default(3000),
  })
  .strict()
  .refine((d) => (d.account_id === undefined) !== (d.address === undefined), {
    message: 'Give either account_id or address.',
    path: ['account_id'],
  });

/**
 * The simulated incoming crypto deposit (issue 18), a developer tool beside the others of
 * devtools.ts (on only with dev tools, loopback only: its guard runs first):
 * `POST /sandbox/crypto-deposits {account_id | address, amount, delay_ms?}` answers 202 at
 * once with where and when, then credits the account after the delay (default 3 s) and
 * pushes `account.updated`. `flexportal-sandbox deposit` calls it.
 */
export function registerDepositSimulator(root: OpenAPIHono, deps: Deps): void {
  root.post('/sandbox/crypto-deposits', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ message: 'Malformed JSON in request body' }, 400);
    }
    const parsed = SimulatedDeposit.safeParse(body);
    if (!parsed.success) return c.json(validationBody(parsed.error), 422);
    const { delay_ms, ...input } = parsed.data;
    // A 404 or 422 of the check comes back now, through the app's error handler.
    return c.json({ data: await scheduleIncomingDeposit(deps, input, delay_ms) }, 202);
  });
}
