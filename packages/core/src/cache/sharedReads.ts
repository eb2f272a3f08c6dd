import type { BankAccount, CryptoWallet, TransferMapEntry } from '../contract/accounts.js';
import type { Company, User } from '../contract/auth.js';
import type { CompanyAlert } from '../contract/companyAlerts.js';
import type { Http } from '../http/createHttp.js';
import { cryptoOk } from '../routes/availability.js';
import { isManager } from '../routes/ruleUser.js';
import type { Session } from '../session/createSession.js';
import { USER_CACHE_KEY } from '../session/userCacheKey.js';
import type { Cache } from './createCache.js';
import { CACHE_TTL } from './lifetimes.js';

/**
 * A read several screens share through the client's cache: one key, one lifetime, one
 * request. The screens' hooks and {@link warmReads} both go through it, so a read warmed
 * while a screen's code loads is the very entry the screen then finds.
 */
export interface SharedRead<T> {
  /** Cache key: the request path. */
  readonly key: string;
  /** Lifetime in the cache (PP-9). */
  readonly ttlMs: number;
  /** Loads it over the client's HTTP layer. */
  load(http: Http): Promise<T>;
  /** Whether `user` may load it at all; absent: every signed-in user may. */
  allowed?(user: User): boolean;
}

/** The company's accounts: page 1, 100 per page (PP-3.1-03, PP-7.4-21), 5 minutes (PP-9-06). */
export const BANK_ACCOUNTS_READ: SharedRead<BankAccount[]> = {
  key: 'manager/bank-accounts',
  ttlMs: CACHE_TTL.accounts,
  load: async (http) =>
    (await http.list<BankAccount>('manager/bank-accounts', { page: 1, per_page: 100 })).items,
};

/** The pairs the company may move money between (PP-4.6), 30 minutes. */
export const TRANSFER_MAP_READ: SharedRead<TransferMapEntry[]> = {
  key: 'company/accounts-transfer-map',
  ttlMs: CACHE_TTL.transferMap,
  load: (http) => http.data<TransferMapEntry[]>('company/accounts-transfer-map'),
};

/**
 * The company's saved crypto wallets, 1 minute (PP-9-05), for a user the crypto rules allow
 * (the crypto feature and two-factor: PP-5-27, AC-6-05).
 */
export const CRYPTO_WALLETS_READ: SharedRead<CryptoWallet[]> = {
  key: 'manager/crypto-wallets',
  ttlMs: CACHE_TTL.cryptoWallets,
  load: (http) => http.data<CryptoWallet[]>('manager/crypto-wallets'),
  allowed: (user) => cryptoOk(user),
};

/**
 * The signed-in manager's company (`GET company`, AC-7mgr-05). The spec gives it no lifetime:
 * the user's 5 minutes (PP-9-06), whose company it is; `company.updated` drops it earlier.
 */
export const COMPANY_READ: SharedRead<Company> = {
  key: 'company',
  ttlMs: CACHE_TTL.profileUser,
  load: (http) => http.data<Company>('company'),
  allowed: (user) => isManager(user),
};

/** The company's alerts (`GET company/alerts`, AC-7mgr-07), 5 minutes (PP-9-06). */
export const COMPANY_ALERTS_READ: SharedRead<CompanyAlert[]> = {
  key: 'company/alerts',
  ttlMs: CACHE_TTL.alerts,
  load: (http) => http.data<CompanyAlert[]>('company/alerts'),
  allowed: (user) => isManager(user),
};

/** A company as the administrator's screens name it. */
export interface CompanyRef {
  id: number;
  name: string;
  node_type?: string | null | undefined;
}

/** The administrator's companies (first 100) that rows are named by, 10 minutes (AC-9). */
export const ADMIN_COMPANIES_READ: SharedRead<CompanyRef[]> = {
  key: 'a/companies',
  ttlMs: CACHE_TTL.companies,
  load: async (http) =>
    (await http.list<CompanyRef>('a/companies', { page: 1, per_page: 100 })).items,
};

/**
 * The reads a screen may name as what its first field waits for (`warm` of its element
 * description): the script-tag loader starts them as soon as the runtime is in, while the
 * screen's own code still downloads (issue 26, P2 signed in).
 */
const WARM_READS = {
  bankAccounts: BANK_ACCOUNTS_READ,
  transferMap: TRANSFER_MAP_READ,
  cryptoWallets: CRYPTO_WALLETS_READ,
  adminCompanies: ADMIN_COMPANIES_READ,
  company: COMPANY_READ,
  companyAlerts: COMPANY_ALERTS_READ,
} as const;

/** Name of a read in {@link WARM_READS}. */
export type WarmRead = keyof typeof WARM_READS;

/**
 * Starts the named reads through `client`'s cache when it holds a session: without one they
 * would only be refused. A read only some users may load starts only for a known user
 * (kept from an earlier page) it allows. Unknown names (a newer manifest) are skipped; a
 * failure is left to the screen, whose own read of the key logs it (a failed load is not
 * cached).
 */
export function warmReads(
  client: { http: Http; cache: Cache; session: Pick<Session, 'getToken'> },
  names: readonly string[],
): void {
  if (!client.session.getToken()) return;
  const user = client.cache.peek<User>(USER_CACHE_KEY);
  for (const name of names) {
    const read: SharedRead<unknown> | undefined = Object.hasOwn(WARM_READS, name)
      ? WARM_READS[name as WarmRead]
      : undefined;
    if (!read || (read.allowed && !(user && read.allowed(user)))) continue;
    client.cache.get(read.key, () => read.load(client.http), read.ttlMs).catch(() => {});
  }
}
