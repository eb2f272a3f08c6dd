import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';

/**
 * What one API request may do to the ledger: nothing, until the money pipeline
 * (`routes/moneyRoute.ts`) has run its checks and opens a permit for its post step.
 */
interface LedgerScope {
  /** The money route running (`METHOD /path` as the OpenAPI document has it), by `moneyRoute`. */
  route: MoneyRouteId | null;
  /** True only inside the pipeline's post step (and what that step starts, an import's job). */
  permitted: boolean;
  /** The routes whose requests wrote to this app's ledger. */
  posted: Set<string>;
}

/** A money route: its `METHOD /path` and the action its code binds. */
export interface MoneyRouteId {
  id: string;
  action: string;
}

const scope = new AsyncLocalStorage<LedgerScope>();
/** The routes that wrote to the ledger, per database handle (one per app). */
const postedByDb = new WeakMap<object, Set<string>>();

function postedOf(db: object): Set<string> {
  let set = postedByDb.get(db);
  if (!set) {
    set = new Set();
    postedByDb.set(db, set);
  }
  return set;
}

/**
 * Middleware of every API request: runs it in a ledger scope without a permit, so a handler
 * that writes to the ledger without the money pipeline fails (500) instead of moving money.
 * Writes outside any request (seed, the developer tools' simulated deposits, background jobs
 * started outside a request) are not in a scope and are not checked.
 */
export function ledgerScope(db: object): MiddlewareHandler {
  const posted = postedOf(db);
  return (_c, next) => scope.run({ route: null, permitted: false, posted }, next);
}

/** Runs a money route's handler knowing which route it is. */
export function inMoneyRoute<T>(route: MoneyRouteId, run: () => T): T {
  const outer = scope.getStore();
  if (!outer) return run();
  return scope.run({ ...outer, route }, run);
}

/**
 * The money route running, or throws: only a route registered through `moneyRoute` may run
 * the pipeline, so the OpenAPI document lists every route that can move money.
 */
export function currentMoneyRoute(): MoneyRouteId {
  const route = scope.getStore()?.route;
  if (!route) throw new Error('The money pipeline runs only inside a money route (moneyRoute).');
  return route;
}

/** Runs the pipeline's post step with the permit to write to the ledger. */
export function withLedgerPermit<T>(write: () => Promise<T>): Promise<T> {
  const outer = scope.getStore();
  if (!outer) return write();
  return scope.run({ ...outer, permitted: true }, write);
}

/**
 * Called by every ledger write (`post`, `postInOneStatement`): inside an API request it
 * needs the pipeline's permit, and records the route that wrote.
 */
export function assertLedgerWrite(): void {
  const s = scope.getStore();
  if (!s) return;
  if (!s.permitted || !s.route) {
    throw new Error('A ledger write outside the money pipeline (routes/moneyRoute.ts).');
  }
  s.posted.add(s.route.id);
}

/** The routes (`METHOD /path`) whose requests wrote to the ledger of `db` (R16.3). */
export function postedRoutes(db: object): ReadonlySet<string> {
  return postedOf(db);
}
