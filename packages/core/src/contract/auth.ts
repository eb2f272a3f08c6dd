import { z } from './zod.js';

// Response schemas are loose objects: a real server may add fields and the client must
// survive that. Enumerations in responses are read as strings for the same reason.

/** PP-3.1 token. */
export const Token = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  expires_date: z.string(),
});
export type Token = z.infer<typeof Token>;

/** Per portal service: is_attached, is_allowed. */
const PortalServiceState = z.looseObject({
  is_attached: z.boolean(),
  is_allowed: z.boolean(),
});

/** PP-3.1 / AC-3 company. */
export const Company = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  enabled_features: z.looseObject({
    affiliation: z.boolean(),
    crypto: z.boolean(),
    portals: z.boolean(),
    psp_portal: z.boolean(),
    create_accounts: z.boolean(),
  }),
  psp_portal_attached: z.boolean(),
  white_label_enabled: z.boolean(),
  legal_type: z.string(),
  company_types: z.array(z.string()),
  node_type: z.string().optional(),
  affiliate_owner_company: z.unknown().nullable(),
  portal_services: z.record(z.string(), PortalServiceState),
});
export type Company = z.infer<typeof Company>;

/** PP-3.1 / AC-3 user. */
export const User = z.looseObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().optional(),
  email: z.string(),
  roles: z.array(z.looseObject({ slug: z.string() })),
  company: Company.nullable(),
  portal_services: z.record(z.string(), PortalServiceState),
  two_factor_auth: z.looseObject({ google: z.boolean() }),
  is_compliance_trackings_required: z.boolean(),
  is_compliance_trackings_preparing: z.boolean(),
  user_lead_id: z.number().int().nullable(),
  affiliates: z.looseObject({ count: z.number().int() }),
  livechat_token: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** A user as the administrator area lists them (`a/users`, AC-7admin): the user and created_at. */
export const AdminUser = User.extend({ created_at: z.string() });
export type AdminUser = z.infer<typeof AdminUser>;

/** PP-3.1 login result: user, token, optional redirect_url. */
export const LoginResult = z.looseObject({
  user: User,
  token: Token,
  redirect_url: z.string().nullable().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

/** Body of `POST auth/login`. */
export const LoginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'The email field is required.')
    .email('The email must be a valid email address.'),
  password: z.string().min(1, 'The password field is required.'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Body of `POST auth/refresh` answers: a new token. */
export const RefreshResult = z.looseObject({ token: Token });
export type RefreshResult = z.infer<typeof RefreshResult>;

/** A `{ message }` body (logout, forgot-password, errors). */
export const MessageBody = z.looseObject({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** One sign-in checkpoint of `a/auth-checkpoints`: a user's IP and browser (AC-7admin-09). */
export const AuthCheckpoint = z.looseObject({
  id: z.number().int(),
  user: z.looseObject({ id: z.number().int(), email: z.string() }),
  ip: z.string(),
  browser: z.string(),
  status: z.string(),
  sign_ins: z.number().int(),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type AuthCheckpoint = z.infer<typeof AuthCheckpoint>;
