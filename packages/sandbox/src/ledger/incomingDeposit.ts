import { networkOfCurrency } from '@flexportal/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { bankAccounts } from '../db/schema.js';
import type { Deps } from '../http/env.js';
import { fieldError, notFound } from '../http/errors.js';
import { formatFixed } from '../lib/decimal.js';
import { publishAccounts } from '../live/routes.js';
import { depositAddress } from '../routes/cryptoDeposit.js';
import type { AccountRow } from '../routes/present.js';
import { assertAmountBounds } from './amountBounds.js';
import { depositMove } from './moveLegs.js';
import { checkAmount } from './operations.js';
import { postMove } from './postMove.js';

/** Where a simulated deposit lands: an account id, or a deposit address the sandbox gave. */
export interface IncomingDeposit {
  account_id?: number | undefined;
  address?: string | undefined;
  /** Decimal string within the account's decimals and the crypto amount boundaries. */
  amount: string;
}

/** The crypto account a simulated deposit is for, found by id or by its deposit address. */
async function targetOf(deps: Pick<Deps, 'db'>, input: IncomingDeposit): Promise<AccountRow> {
  const rows = await deps.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.currencyType, 'crypto'), isNotNull(bankAccounts.companyId)));
  const found = rows.find((a) =>
    input.account_id !== undefined
      ? a.id === input.account_id
      : depositAddress(a.id, networkOfCurrency(a.currency) ?? '') === input.address,
  );
  if (!found) throw notFound('No crypto account has this id or deposit address.');
  return found;
}

/**
 * Checks a simulated incoming deposit as a real one would be (the account's decimals and
 * the crypto amount boundaries, AC-3-24) and answers the account and amount; nothing moves.
 */
async function checkIncomingDeposit(deps: Pick<Deps, 'db'>, input: IncomingDeposit) {
  const account = await targetOf(deps, input);
  const amount = checkAmount(input.amount, account);
  await assertAmountBounds(deps.db, account, [amount]);
  const network = networkOfCurrency(account.currency);
  if (!network) throw fieldError('account_id', 'The account has no crypto network.');
  return { account, amount, network, address: depositAddress(account.id, network) };
}

/**
 * Money arriving at an account's deposit address from outside: a settled `receive_crypto`
 * (pending, then completed, like a deposit request's) by nobody, then `account.updated`
 * on the company's live channel, so an open receive screen shows it without a reload.
 */
export async function creditIncomingDeposit(deps: Deps, input: IncomingDeposit) {
  const { account, amount, network, address } = await checkIncomingDeposit(deps, input);
  const customer = { wallet: address, network, source: 'incoming' };
  const created = await postMove(deps.db, await depositMove(deps.db, account, amount, customer), {
    companyId: account.companyId as number,
    userId: null,
    dedupeKey: null,
    now: deps.config.now(),
  });
  await publishAccounts(deps, account.companyId as number, [account.id]);
  return created;
}

/** Longest delay a simulated deposit may be scheduled with (10 minutes). */
export const MAX_DEPOSIT_DELAY_MS = 600_000;

/**
 * Checks a simulated deposit now (so the caller hears a 404 or 422 at once) and credits it
 * after `delayMs`, as a chain confirmation would. A failure then (the server closing) is
 * logged. The timer does not keep the process alive.
 */
export async function scheduleIncomingDeposit(
  deps: Deps,
  input: IncomingDeposit,
  delayMs: number,
  log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e),
) {
  const { account, amount, address, network } = await checkIncomingDeposit(deps, input);
  const creditAt = deps.config.now() + delayMs;
  const timer = setTimeout(() => {
    creditIncomingDeposit(deps, { account_id: account.id, amount: input.amount }).catch((error) =>
      log('Simulated deposit failed', error),
    );
  }, delayMs);
  timer.unref?.();
  return {
    account_id: account.id,
    currency: account.currency,
    network,
    address,
    amount: formatFixed(amount, account.subUnit),
    credit_at: new Date(creditAt).toISOString(),
  };
}
