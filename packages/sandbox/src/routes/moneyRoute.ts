import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ADMIN_ROLES, requireEnabledCompany } from '../auth/middleware.js';
import { type OtpListener, requireOtp } from '../auth/otp.js';
import { moveBinding } from '../auth/otpBinding.js';
import type { Api, AppEnv, Deps } from '../http/env.js';
import { fieldError } from '../http/errors.js';
import { type AmountSettings, assertAmountBounds } from '../ledger/amountBounds.js';
import { currentMoneyRoute, inMoneyRoute, withLedgerPermit } from '../ledger/ledgerScope.js';
import { checkDuplicate, dedupeKeyOf, grandTotal, type Quote } from '../ledger/operations.js';
import { quotedDetails } from '../ledger/quotes.js';
import { publishAccounts } from '../live/routes.js';
import { checkPortals } from '../portals/remotePortals.js';

/** The OpenAPI extension that marks a route that writes to the ledger. */
const MONEY_MARK = 'x-money-move';

/**
 * How a money route is marked in the OpenAPI document (`x-money-move`), so the routes that
 * move money are listed by the route table itself (R16.3 enumerates them from it).
 */
export interface MoneyMark {
  /** What the one-time code binds as the action (e.g. `buy_crypto`); the default of the plan's. */
  action: string;
  /**
   * `move` (default): the whole pipeline. `reversal`: returns a booked move's money to the
   * account it left (deny): no amount is chosen, so no limits, balance or code.
   */
  kind?: 'move' | 'reversal';
  /**
   * A request that moves money, for readers and the generated R16.3 suite. Placeholders name
   * the caller's data: `@account:EUR` an account of the caller's company in EUR (for an
   * administrator, of a customer's company), `@owner-account:EUR` one of the affiliate
   * owner's, `@wallet:BTC` a saved wallet, `@amount:EUR` an amount in EUR, `@file:EUR` a file
   * of one withdrawal of that amount, `@withdrawal` a withdrawal in progress, `@company` the
   * customer's company, `@api-payment` an API payment awaiting an administrator.
   */
  example: {
    params?: Record<string, string>;
    json?: Record<string, unknown>;
    form?: Record<string, string>;
  };
}

/**
 * Registers a route that moves money: marked `x-money-move` in the OpenAPI document, and its
 * handler runs as that route, the only place the pipeline ({@link runMoneyMove}) and so a
 * ledger write can run (a write anywhere else fails, ledger/ledgerScope.ts).
 */
export function moneyRoute<R extends RouteConfig>(
  api: Api,
  route: R,
  mark: MoneyMark,
  handler: RouteHandler<R, AppEnv>,
): void {
  const id = { id: `${route.method.toUpperCase()} ${route.path}`, action: mark.action };
  const marked = { ...route, [MONEY_MARK]: mark } as R;
  const run = ((c, next) => inMoneyRoute(id, () => handler(c, next))) as RouteHandler<R, AppEnv>;
  api.openapi(marked, run);
}

/** What a money route hands the pipeline, after validating the request (zod, its own checks). */
export interface MoneyPlan<T> {
  /** The code's action; default the route mark's. */
  action?: string | undefined;
  /** Whose duplicate key it is (the company whose money moves). */
  companyId: number;
  /** The server's quote: the source the limits and the balance apply to, amounts, fees, rate. */
  q: Quote;
  /** Who gets the money, as the code binding and the duplicate key name it. */
  payee: string;
  /** Every other field the code binds (payee name, route, network, ...). */
  details?: Record<string, unknown> | undefined;
  /** Remote portal services the move goes through besides the accounts' (503 when off). */
  portals?: ReadonlyArray<string | null | undefined>;
  /** The amounts the limits apply to (an import's rows); default the quote's amount. */
  amounts?: readonly bigint[];
  /** The amount settings when already read with the accounts (one round trip, P8). */
  amountSettings?: AmountSettings | undefined;
  /** The move debits nothing (a deposit, a credit): no balance check. */
  credit?: boolean;
  /** The draft's `bypass_duplicate_check`. */
  bypassDuplicate?: boolean | undefined;
  /**
   * Writes the move as `meta` says (the company, the caller, the duplicate key to claim in
   * the same database transaction, the time).
   */
  post: (meta: {
    companyId: number;
    userId: number;
    dedupeKey: string | null;
    now: number;
  }) => Promise<T>;
  /** Accounts whose balances moved, by company; default the quote's source and target. */
  publish?: ReadonlyArray<readonly [number, ReadonlyArray<number | null | undefined>]>;
  /** After the write: notifications. */
  after?: (created: T) => Promise<unknown>;
}

/**
 * The one pipeline of every money move (issue 36, finding 3), in this order, all before the
 * ledger: the caller's company enabled (an administrator acts for none), the remote portals
 * up, the amount limits of the settings, the duplicate check, the balance, the one-time code
 * bound to the payload and the quote, then the write (the duplicate key claimed atomically
 * with it: idempotent) and `account.updated`. The route validated the request (zod) and
 * made the quote before.
 */
export async function runMoneyMove<T>(
  deps: Deps,
  c: Context<AppEnv>,
  plan: MoneyPlan<T>,
  onEmailCode?: OtpListener,
): Promise<T> {
  const route = currentMoneyRoute();
  const { db, config } = deps;
  const { user, company } = c.get('auth');
  const { q } = plan;
  if (!(ADMIN_ROLES as readonly string[]).includes(user.role)) requireEnabledCompany(company);
  checkPortals(deps, [q.source.paymentService, q.target?.paymentService, ...(plan.portals ?? [])]);
  await assertAmountBounds(db, q.source, plan.amounts ?? [q.amount], plan.amountSettings);
  // A repeat of what just went through is told as such (409), not as the balance it spent.
  const dedupeKey = dedupeKeyOf(plan.bypassDuplicate, plan.companyId, q, plan.payee);
  await checkDuplicate(db, dedupeKey, config.now());
  // Early and advisory (the ledger enforces it atomically): no code for what cannot be paid.
  if (!plan.credit && !grandTotal(q).is_enough_balance) {
    throw fieldError('amount', 'Insufficient funds.');
  }
  await requireOtp(
    deps,
    user,
    moveBinding(plan.action ?? route.action, q, plan.payee, {
      ...plan.details,
      ...quotedDetails(q),
    }),
    c.req.header('X-OTP-Code'),
    c.req.header('X-Browser-Id') ?? null,
    onEmailCode,
  );
  const meta = { companyId: plan.companyId, userId: user.id, dedupeKey, now: config.now() };
  const created = await withLedgerPermit(() => plan.post(meta));
  for (const [companyId, ids] of plan.publish ?? [[plan.companyId, [q.source.id, q.target?.id]]]) {
    await publishAccounts(
      deps,
      companyId,
      ids.filter((id): id is number => typeof id === 'number'),
    );
  }
  await plan.after?.(created);
  return created;
}

/**
 * The ledger write of a reversal route (`kind: 'reversal'`, deny): money returns to the
 * account it left, so only the route's own checks apply.
 */
export function runReversal<T>(write: () => Promise<T>): Promise<T> {
  currentMoneyRoute();
  return withLedgerPermit(write);
}
