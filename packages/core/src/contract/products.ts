import { PositiveAmount } from './accounts.js';
import { z } from './zod.js';

// Company products and their purchase (AC-3-31, AC-7mgr-30, AC-7mgr-31): the sandbox answers
// with these schemas and the products and purchase screens read their types.

/** A company product as its manager sees it (AC-3-31: an id and an image). */
export const Product = z.looseObject({
  id: z.number().int(),
  /** The public id: the purchase page is `/purchase/{hash}`. */
  hash: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Price, a decimal string in the account's currency. */
  price: z.string(),
  currency: z.string(),
  /** The crypto account the payments go to. */
  bank_account_id: z.number().int(),
  /** Same-origin path of the image under the API root, or null. */
  image_url: z.string().nullable(),
  created_at: z.string(),
});
export type Product = z.infer<typeof Product>;

/** Fields of `POST manager/products` (multipart, with `image`) and `PUT manager/products/{id}`. */
export const ProductDraft = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(120, 'At most 120 characters.'),
  description: z.string().trim().max(2000, 'At most 2000 characters.').nullable().optional(),
  price: PositiveAmount,
  bank_account_id: z.coerce
    .number({ error: 'Choose a crypto account.' })
    .int('Choose a crypto account.')
    .positive('Choose a crypto account.')
    .max(2147483647, 'Choose a crypto account.'),
});
export type ProductDraft = z.infer<typeof ProductDraft>;

/** A product as the public purchase page sees it (`GET products/{hash}`): no ids of the company. */
export const PublicProduct = z.looseObject({
  hash: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  currency: z.string(),
  network: z.string(),
  image_url: z.string().nullable(),
  /** The selling company's name. */
  seller: z.string(),
});
export type PublicProduct = z.infer<typeof PublicProduct>;

/** Where a payment wallet is: waiting for the payment, or paid. */
const ProductWalletStatus = z.enum(['waiting', 'paid']);

/** A payment wallet of one purchase (`POST products/{hash}/wallet`, AC-7mgr-31). */
export const ProductWallet = z.looseObject({
  /** The guest's handle on this wallet, for its status. */
  id: z.string(),
  address: z.string(),
  network: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** The payment link of address, amount and product name. */
  payment_link: z.string(),
  status: ProductWalletStatus,
  paid_at: z.string().nullable(),
});
export type ProductWallet = z.infer<typeof ProductWallet>;
