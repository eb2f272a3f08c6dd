import { DecimalString } from './decimal.js';
import { z } from './zod.js';

export { PORTAL_SERVICES } from '../domain/portalServiceNames.js';

/** A portal service name as the path of the portals calls carries it. */
export const PortalServiceParam = z.object({
  service: z.string().regex(/^[a-z_]{1,40}$/, 'The portal service is invalid.'),
});

/**
 * An account held at a remote portal (AC-3-28: it has an id). The sandbox adds what the
 * screen shows and the auto-transfer set up for it, if any; a real server may send only `id`.
 */
export const RemoteAccount = z.looseObject({
  id: z.union([z.string(), z.number()]),
  name: z.string().optional(),
  currency: z.string().optional(),
  iban: z.string().nullable().optional(),
  balance: DecimalString.optional(),
  auto_transfer: z
    .looseObject({ id: z.number().int(), bank_account_id: z.number().int() })
    .nullable()
    .optional(),
});
/** An account held at a remote portal. */
export type RemoteAccount = z.infer<typeof RemoteAccount>;

/** `GET <Portals>/{service}/sign-in`: the url opened in a new tab (AC-7mgr-32). */
export const PortalSignIn = z.looseObject({ url: z.string().url() });

/** Body of `POST <Portals>/auto-transfer`: move what arrives at a remote account to ours. */
export const AutoTransferDraft = z.object({
  portal_service: z.string().regex(/^[a-z_]{1,40}$/, 'The portal service is invalid.'),
  bank_account_id: z.number().int().positive().max(2147483647),
  remote_account_id: z
    .string()
    .trim()
    .min(1, 'The remote account field is required.')
    .max(64, 'The remote account may not be greater than 64 characters.'),
});
/** What the screen sends to set up an auto-transfer. */
export type AutoTransferDraft = z.infer<typeof AutoTransferDraft>;

const required = (field: string) => `The ${field} field is required.`;
const text = (field: string, max = 200) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `The ${field} may not be greater than ${max} characters.`);
const accepted = z.literal(true, { error: 'The terms must be accepted.' });

/**
 * The questionnaire of a company sign-up to a portal (AC-7mgr-35). The spec does not show
 * its fields; these are what a remote portal's KYB asks first (docs/decisions.md).
 */
export const PortalCompanySignUp = z.object({
  company_name: text('company name'),
  registration_number: text('registration number', 50),
  country: z.string().regex(/^[A-Z]{2}$/, 'The country must be a two-letter code.'),
  contact_email: z.email('The contact email must be a valid email address.'),
  accept_terms: accepted,
});
/** The company sign-up questionnaire. */
export type PortalCompanySignUp = z.infer<typeof PortalCompanySignUp>;

/** The questionnaire of an employee sign-up to a portal (AC-7mgr-35; fields decided). */
export const PortalEmployeeSignUp = z.object({
  first_name: text('first name', 100),
  last_name: text('last name', 100),
  position: text('position', 100),
  accept_terms: accepted,
});
/** The employee sign-up questionnaire. */
export type PortalEmployeeSignUp = z.infer<typeof PortalEmployeeSignUp>;
