import { PSP_ACCOUNT_TYPES } from '../domain/pspPortal.js';
import { DecimalString } from './decimal.js';
import { z } from './zod.js';

const required = (field: string) => `The ${field} field is required.`;
const Id = z.number().int().positive().max(2147483647);
const AccountType = z.enum(PSP_ACCOUNT_TYPES, { error: 'The account type is invalid.' });

/** A PSP portal account of a bank account (AC-3-04: account_type, account_fields.active). */
const PspPortalAccount = z.looseObject({
  account_type: z.string(),
  account_fields: z.looseObject({
    active: z.boolean(),
    /** The token's last four characters; the token itself is shown once, when issued. */
    token_hint: z.string().nullable().optional(),
  }),
});

/** `GET <Payment provider>/accounts`: a bank account with its PSP portal accounts. */
export const PspAccount = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  iban: z.string().nullable().optional(),
  psp_portal_accounts: z.array(PspPortalAccount),
});
/** A bank account as the PSP portal lists it. */
export type PspAccount = z.infer<typeof PspAccount>;

/** Body of `POST <Payment provider>/accounts`: open a PSP account on a bank account. */
export const PspAccountDraft = z.object({
  bank_account_id: Id,
  account_type: AccountType,
});
/** What the accounts screen sends to open a PSP account. */
export type PspAccountDraft = z.infer<typeof PspAccountDraft>;

/** Answer of `POST <Payment provider>/accounts`: the account and its API token, shown once. */
export const PspAccountIssued = z.looseObject({ account: PspAccount, token: z.string() });
/** A newly opened PSP account with its token. */
export type PspAccountIssued = z.infer<typeof PspAccountIssued>;

/**
 * Body of `POST <Payment provider>/sign-up`. The spec does not show its fields; these are a
 * payment provider's merchant application (docs/decisions.md).
 */
export const PspSignUp = z.object({
  website: z.url({ error: 'The website must be a valid URL.' }).max(200),
  business_description: z
    .string({ error: required('business description') })
    .trim()
    .min(1, required('business description'))
    .max(500, 'The business description may not be greater than 500 characters.'),
  monthly_volume: z
    .string({ error: required('monthly volume') })
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'The monthly volume must be an amount, like 25000.00.'),
  accept_terms: z.literal(true, { error: 'The terms must be accepted.' }),
});
/** The PSP sign-up form. */
export type PspSignUp = z.infer<typeof PspSignUp>;

/** The company's PSP portal profile: the answer of sign-up. */
export const PspProfile = z.looseObject({
  psp_portal_attached: z.boolean(),
  merchant_id: z.string(),
  website: z.string().nullable(),
  business_description: z.string().nullable(),
  monthly_volume: DecimalString.nullable(),
});
/** The company's PSP portal profile. */
export type PspProfile = z.infer<typeof PspProfile>;

/** `GET <Payment provider>/payments/{id}`: one payment of the company (AC-7mgr-36). */
export const PspPayment = z.looseObject({
  id: z.number().int(),
  type: z.string(),
  status: z.string(),
  amount: DecimalString,
  currency: z.string(),
  bank_account_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
/** One payment as the PSP portal shows it. */
export type PspPayment = z.infer<typeof PspPayment>;
