import { z } from './zod.js';

// KYC file archives (AC-3, AC-2admin-12, AC-7admin-19): the sandbox answers with these
// schemas and the archives screen reads their types.

/** The longest date range one archive may cover, in days (both ends included). */
const KYC_ARCHIVE_MAX_DAYS = 366;

/** Why a date range cannot be archived: `order` (from after to) or `too_long`. */
export type KycArchiveRangeProblem = 'order' | 'too_long';

/**
 * Checks an archive's date range (YYYY-MM-DD, both included): `from` may not be after `to`,
 * and the range may span at most {@link KYC_ARCHIVE_MAX_DAYS} days. Null when it is fine.
 */
export function kycArchiveRangeProblem(from: string, to: string): KycArchiveRangeProblem | null {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (b < a) return 'order';
  return (b - a) / 86_400_000 + 1 > KYC_ARCHIVE_MAX_DAYS ? 'too_long' : null;
}

/** The server's messages for {@link KycArchiveRangeProblem} (on `date_to`). */
const KYC_ARCHIVE_RANGE_MESSAGES: Readonly<Record<KycArchiveRangeProblem, string>> = {
  order: 'The end date may not be before the start date.',
  too_long: `An archive covers at most ${KYC_ARCHIVE_MAX_DAYS} days.`,
};

/** A KYC archive (AC-3: id, date from, date to, filename, status, created_at); `files` once done. */
export const KycArchive = z.looseObject({
  id: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  filename: z.string(),
  status: z.enum(['queued', 'processing', 'done', 'error']),
  files: z.number().int().nullable(),
  created_at: z.string(),
});
export type KycArchive = z.infer<typeof KycArchive>;

/** Body of `POST a/kyc-file-archives`: the days whose uploaded documents it holds. */
export const KycArchiveRequest = z
  .object({
    date_from: z.iso.date('The date must be a valid YYYY-MM-DD date.'),
    date_to: z.iso.date('The date must be a valid YYYY-MM-DD date.'),
  })
  .superRefine((v, ctx) => {
    const problem = kycArchiveRangeProblem(v.date_from, v.date_to);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['date_to'],
        message: KYC_ARCHIVE_RANGE_MESSAGES[problem],
      });
  });
export type KycArchiveRequest = z.infer<typeof KycArchiveRequest>;
