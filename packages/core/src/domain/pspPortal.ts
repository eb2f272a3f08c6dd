/** Kinds of PSP portal account a bank account may hold (AC-3-04 `account_type`). */
export const PSP_ACCOUNT_TYPES = ['collection', 'settlement'] as const;
/** A PSP portal account type. */
export type PspAccountType = (typeof PSP_ACCOUNT_TYPES)[number];

/** One PSP portal account of a bank account, as AC-3-04 names it. */
export interface PspPortalAccountLike {
  account_type: string;
  account_fields: { active: boolean };
}

/**
 * The PSP portal account types a bank account may still open: those it has none of, or only
 * a revoked (inactive) one, which opening again replaces with a fresh token.
 */
export function openableAccountTypes(held: readonly PspPortalAccountLike[]): PspAccountType[] {
  return PSP_ACCOUNT_TYPES.filter(
    (type) => !held.some((a) => a.account_type === type && a.account_fields.active),
  );
}

/** The last four characters of a token, all a screen or a log ever shows of it. */
export function tokenHint(token: string): string {
  return token.length > 4 ? `…${token.slice(-4)}` : '…';
}
