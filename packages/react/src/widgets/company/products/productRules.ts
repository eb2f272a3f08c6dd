import { purchaseLink } from '@flexportal/core';
import type { BankAccount, Product, ProductDraft } from '@flexportal/core/contract';

/** The product form's draft: every value as the controls hold it, and the chosen image. */
export interface ProductValues {
  name: string;
  description: string;
  /** Decimal text as typed. */
  price: string;
  /** The crypto account's id, '' until one is chosen. */
  bank_account_id: string;
  /** A new image to upload with the save, or null. */
  image: File | null;
}

/** A fresh draft, or the draft of a product being edited (its image stays unless a new one is chosen). */
export const productValues = (product?: Product | null): ProductValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product?.price ?? '',
  bank_account_id: product ? String(product.bank_account_id) : '',
  image: null,
});

/** The accounts a product can be paid to: the company's crypto accounts (the server checks again). */
export const paymentAccounts = (accounts: readonly BankAccount[]): BankAccount[] =>
  accounts.filter((a) => a.currency_unit.currency_type === 'crypto');

/**
 * The JSON body of `PUT manager/products/{id}`. An unchosen account is sent as 0 and an
 * empty description as null: the server refuses or clears them (the one place the rules live).
 */
export function productBody(values: ProductValues): ProductDraft {
  const id = Number(values.bank_account_id);
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    price: values.price.trim(),
    bank_account_id: Number.isSafeInteger(id) && id > 0 ? id : 0,
  };
}

/** The multipart body of `POST manager/products`: the draft's fields as text, and the image if chosen. */
export function productFormData(values: ProductValues): FormData {
  const body = productBody(values);
  const form = new FormData();
  form.set('name', body.name);
  if (body.description) form.set('description', body.description);
  form.set('price', body.price);
  form.set('bank_account_id', String(body.bank_account_id));
  if (values.image) form.set('image', values.image);
  return form;
}

/** The product's purchase link on `origin` (the portal's by default), or null. */
export const productPurchaseLink = (product: Pick<Product, 'hash'>, origin?: string) =>
  purchaseLink(product.hash, origin);
