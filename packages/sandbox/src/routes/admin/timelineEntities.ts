import { asc, count, eq } from 'drizzle-orm';
import { presentCompany } from '../../auth/present.js';
import {
  authCheckpoints,
  bankAccounts,
  companies,
  integrityChecks,
  transactions,
  users,
} from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { historyOf } from '../../ledger/history.js';
import { presentAccount, presentTransaction, transactionName } from '../present.js';
import { isoTime } from './shared.js';

/** One line of an entity's timeline. */
export interface TimelineEvent {
  at: string;
  kind: string;
  description: string;
  user_id: number | null;
}

/** What the timeline needs of one entity class. */
interface EntityClass {
  name: string;
  slug: string;
  count(db: Db): Promise<number>;
  page(
    db: Db,
    limit: number,
    offset: number,
  ): Promise<Array<{ id: number; name: string; created_at: string }>>;
  /** The entity as the administrator area shows it; 404 when the id does not exist. */
  one(db: Db, id: number): Promise<{ name: string; created_at: string; attributes: unknown }>;
  /** Events the sandbox already records for the entity (notes are added by the caller). */
  events(db: Db, id: number): Promise<TimelineEvent[]>;
}

const total = (rows: Array<{ n: number }>) => rows[0]?.n ?? 0;
const first = <T>(rows: T[], what: string): T => {
  if (!rows[0]) throw notFound(`${what} not found.`);
  return rows[0];
};

const created = (at: string, description: string): TimelineEvent => ({
  at: isoTime(at),
  kind: 'created',
  description,
  user_id: null,
});

/** The entity classes with a timeline (AC-3-27: name and slug), by slug. */
export const ENTITY_CLASSES: readonly EntityClass[] = [
  {
    name: 'Transactions',
    slug: 'transactions',
    count: async (db) => total(await db.select({ n: count() }).from(transactions)),
    page: async (db, limit, offset) =>
      (
        await db
          .select({ id: transactions.id, createdAt: transactions.createdAt })
          .from(transactions)
          .orderBy(asc(transactions.id))
          .limit(limit)
          .offset(offset)
      ).map((t) => ({ id: t.id, name: transactionName(t.id), created_at: isoTime(t.createdAt) })),
    async one(db, id) {
      const t = first(
        await db.select().from(transactions).where(eq(transactions.id, id)),
        'Transaction',
      );
      return {
        name: transactionName(t.id),
        created_at: isoTime(t.createdAt),
        attributes: presentTransaction(t),
      };
    },
    // The transaction's own history is its timeline.
    events: async (db, id) =>
      (await historyOf(db, id)).map((h) => ({
        at: h.created_at,
        kind: h.status,
        description: h.note,
        user_id: null,
      })),
  },
  {
    name: 'Users',
    slug: 'users',
    count: async (db) => total(await db.select({ n: count() }).from(users)),
    page: async (db, limit, offset) =>
      (
        await db
          .select({ id: users.id, email: users.email, createdAt: users.createdAt })
          .from(users)
          .orderBy(asc(users.id))
          .limit(limit)
          .offset(offset)
      ).map((u) => ({ id: u.id, name: u.email, created_at: isoTime(u.createdAt) })),
    async one(db, id) {
      const u = first(await db.select().from(users).where(eq(users.id, id)), 'User');
      const { passwordHash: _p, totpSecret: _t, ...safe } = u;
      return { name: u.email, created_at: isoTime(u.createdAt), attributes: safe };
    },
    async events(db, id) {
      const u = first(
        await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id)),
        'User',
      );
      const seen = await db.select().from(authCheckpoints).where(eq(authCheckpoints.userId, id));
      return [
        created(u.createdAt, 'User registered'),
        ...seen.map((s) => ({
          at: isoTime(s.lastSeenAt),
          kind: 'sign_in',
          description: `Signed in from ${s.ip} (${s.browser}), ${s.signIns} time(s); checkpoint ${s.status}`,
          user_id: id,
        })),
      ];
    },
  },
  {
    name: 'Companies',
    slug: 'companies',
    count: async (db) => total(await db.select({ n: count() }).from(companies)),
    page: async (db, limit, offset) =>
      (
        await db.select().from(companies).orderBy(asc(companies.id)).limit(limit).offset(offset)
      ).map((c) => ({
        id: c.id,
        name: c.name,
        created_at: isoTime(c.createdAt),
      })),
    async one(db, id) {
      const c = first(await db.select().from(companies).where(eq(companies.id, id)), 'Company');
      return { name: c.name, created_at: isoTime(c.createdAt), attributes: presentCompany(c) };
    },
    async events(db, id) {
      const c = first(await db.select().from(companies).where(eq(companies.id, id)), 'Company');
      return [created(c.createdAt, 'Company registered')];
    },
  },
  {
    name: 'Bank accounts',
    slug: 'bank-accounts',
    count: async (db) => total(await db.select({ n: count() }).from(bankAccounts)),
    page: async (db, limit, offset) =>
      (
        await db
          .select()
          .from(bankAccounts)
          .orderBy(asc(bankAccounts.id))
          .limit(limit)
          .offset(offset)
      ).map((a) => ({
        id: a.id,
        name: a.name,
        created_at: isoTime(a.createdAt),
      })),
    async one(db, id) {
      const a = first(
        await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)),
        'Bank account',
      );
      return {
        name: a.name,
        created_at: isoTime(a.createdAt),
        attributes: { ...presentAccount(a), company_id: a.companyId },
      };
    },
    async events(db, id) {
      const a = first(
        await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)),
        'Bank account',
      );
      const checks = await db
        .select()
        .from(integrityChecks)
        .where(eq(integrityChecks.accountId, id));
      return [
        created(a.createdAt, 'Account opened'),
        ...checks.map((k) => ({
          at: isoTime(k.createdAt),
          kind: 'integrity_check',
          description: k.ok
            ? 'Integrity check passed'
            : 'Integrity check failed: balance differs from the ledger',
          user_id: k.userId,
        })),
      ];
    },
  },
];

/** The entity class of a slug; 404 for any other slug. */
export function entityClass(slug: string): EntityClass {
  const found = ENTITY_CLASSES.find((e) => e.slug === slug);
  if (!found) throw notFound('Unknown timeline entity class.');
  return found;
}
