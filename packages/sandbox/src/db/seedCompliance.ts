import { REGISTRATION_FILES } from '../compliance/complianceStore.js';
import { complianceFiles, complianceTrackings } from './schemaCompliance.js';
import type { SeedIds, SeedTx } from './seedAccounts.js';

/** Why the reviewer declined the proof of address of Acme's transaction tracking. */
const DECLINED_REASON = 'The page is unreadable.';

/**
 * Compliance trackings: kyc@umbrella.test's open registration tracking (the one that holds
 * the user on the verification flow), and a few of Acme's in other states and categories for
 * the manager list; one each for Acme's affiliate (Hooli) and white-labeled child (Wayne).
 * Acme's transaction tracking asks manager@acme.test for documents (issue 38): the identity
 * document is missing and the proof of address was declined with a reason, so its page
 * (`/manager/compliance-trackings/transaction/1/{id}`, the seeded notifications' "Upload
 * files") has documents to hand in. Returns the id of that tracking.
 */
export async function seedCompliance(
  tx: SeedTx,
  { companyIds, userIds }: Pick<SeedIds, 'companyIds' | 'userIds'>,
): Promise<number> {
  const kycUser = userIds.get('kyc@umbrella.test') as number;
  const acme = companyIds.get('acme') as number;
  const acmeManager = userIds.get('manager@acme.test') as number;
  const rows = [
    {
      companyId: companyIds.get('umbrella') as number,
      userId: kycUser,
      entityType: 'user',
      entityId: kycUser,
      category: 'REGISTRATION',
      status: 'open',
      stages: ['files', 'form', 'final'],
    },
    {
      companyId: acme,
      userId: acmeManager,
      entityType: 'company',
      entityId: acme,
      category: 'REGISTRATION',
      status: 'verified',
      stages: ['files', 'final'],
      stage: 'final',
    },
    {
      companyId: acme,
      userId: acmeManager,
      entityType: 'transaction',
      entityId: 1,
      category: 'TRANSACTION',
      status: 'declined',
      stages: ['files', 'final'],
    },
    // Acme's affiliate and white-labeled child each have one (the owner's lists show them).
    ...(['hooli', 'wayne'] as const).map((key) => ({
      companyId: companyIds.get(key) as number,
      userId: null,
      entityType: 'company',
      entityId: companyIds.get(key) as number,
      category: 'REGISTRATION',
      status: 'open',
      stages: ['files', 'final'],
    })),
  ];
  const ids = await tx
    .insert(complianceTrackings)
    .values(rows)
    .returning({ id: complianceTrackings.id, status: complianceTrackings.status });
  for (const { id, status } of ids) {
    await tx.insert(complianceFiles).values(
      REGISTRATION_FILES.map((f) => ({
        ...f,
        trackingId: id,
        status: status === 'verified' ? 'verified' : 'draft',
        ...(status === 'verified' && f.kind === 'signature' ? { signature: 'A. Manager' } : {}),
        ...(status === 'declined' && f.bunch === 'address'
          ? {
              status: 'declined',
              fileName: 'bank-statement.pdf',
              mime: 'application/pdf',
              size: 9,
              content: Buffer.from('%PDF-1.4\n').toString('base64'),
              declineReason: DECLINED_REASON,
            }
          : {}),
      })),
    );
  }
  const asking = ids.find((t) => t.status === 'declined');
  return asking?.id as number;
}
