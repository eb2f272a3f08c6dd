import type { NotificationType } from '@flexportal/core/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bankAccounts, transactions } from './schema.js';
import { notifications } from './schemaActivity.js';
import { tickets, ticketThreads } from './schemaSupport.js';
import type { SeedIds, SeedTx } from './seedAccounts.js';

/**
 * Seeded notifications of Acme, one or two of each of the seven types of AC-3 (oldest
 * first, so the top bar's five newest differ from the list), and one answered ticket. The
 * compliance ones are about `trackingId`, Acme's tracking asking for documents, so their
 * "Upload files" opens a page of Acme's own (issue 38).
 */
export async function seedSupport(tx: SeedTx, ids: SeedIds, trackingId: number): Promise<void> {
  const acme = ids.companyIds.get('acme') as number;
  const manager = ids.userIds.get('manager@acme.test') as number;
  const [account] = await tx
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, acme))
    .orderBy(asc(bankAccounts.id))
    .limit(1);
  const [payment] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.companyId, acme)))
    .orderBy(asc(transactions.id))
    .limit(1);
  const accountId = account?.id ?? 1;
  const paymentId = payment?.id ?? 1;
  const rows: Array<{
    type: NotificationType;
    title: string;
    message: string;
    about?: { type: string; id: number; filename?: string };
    data?: Record<string, unknown>;
    daysAgo: number;
  }> = [
    {
      type: 'compliance_tracking.documents_missing',
      title: 'Documents missing',
      message: 'Upload the identity document for transaction #1 to keep payments flowing.',
      about: { type: 'compliance_tracking', id: trackingId },
      daysAgo: 12,
    },
    {
      type: 'transaction.funds_for_affiliate_owner',
      title: 'Funds for your affiliate owner',
      message: 'A payment of 250.00 EUR was received for your affiliate owner.',
      about: { type: 'transaction', id: paymentId },
      daysAgo: 10,
    },
    {
      type: 'transaction.flexpsp_create_withdraw',
      title: 'PSP withdrawal created',
      message: 'A withdrawal of 1,200.00 EUR from your PSP balance was created.',
      about: { type: 'transaction', id: paymentId },
      daysAgo: 8,
    },
    {
      type: 'compliance_tracking.documents_rejected',
      title: 'Documents rejected',
      message: 'The proof of address you uploaded was rejected: the page is unreadable.',
      about: { type: 'compliance_tracking', id: trackingId },
      daysAgo: 6,
    },
    {
      type: 'report.generated',
      title: 'Report generated',
      message: 'Your transactions report for October 2026 is ready.',
      about: { type: 'report', id: 1, filename: 'transactions-2026-10.csv' },
      daysAgo: 4,
    },
    {
      type: 'transaction.source_of_funds_missing',
      title: 'Source of funds missing',
      message: `Tell us where the funds of transaction #${paymentId} come from.`,
      about: { type: 'transaction', id: paymentId },
      data: { required_action: { legal_type: 'company' } },
      daysAgo: 2,
    },
    {
      type: 'bank_account.negative_balance',
      title: 'Negative balance',
      message: `The balance of ${account?.name ?? 'your account'} went below zero.`,
      about: { type: 'bank_account', id: accountId },
      daysAgo: 1,
    },
  ];
  await tx.insert(notifications).values(
    rows.map((r) => ({
      companyId: acme,
      type: r.type,
      title: r.title,
      message: r.message,
      entityType: r.about?.type ?? null,
      entityId: r.about?.id ?? null,
      filename: r.about?.filename ?? null,
      data: r.data ?? {},
      createdAt: sql`now() - make_interval(days => ${r.daysAgo})`,
    })),
  );
  const [ticket] = await tx
    .insert(tickets)
    .values({
      companyId: acme,
      userId: manager,
      subject: 'Statement for September',
      priority: 5,
      status: 'answered',
      createdAt: sql`now() - interval '5 days'`,
      updatedAt: sql`now() - interval '4 days'`,
    })
    .returning({ id: tickets.id });
  const ticketId = (ticket as { id: number }).id;
  await tx.insert(ticketThreads).values([
    {
      ticketId,
      userId: manager,
      author: 'manager',
      message: 'Could you send the signed statement of our EUR account for September?',
      createdAt: sql`now() - interval '5 days'`,
    },
    {
      ticketId,
      userId: null,
      author: 'support',
      message: 'Of course: you will find it under Reports within the day.',
      createdAt: sql`now() - interval '4 days'`,
    },
  ]);
}
