import { randomBytes } from 'node:crypto';
import { networkOfCurrency, productPaymentLink } from '@flexportal/core';
import {
  dataEnvelope,
  listEnvelope,
  Product,
  ProductDraft,
  ProductWallet,
  PublicProduct,
} from '@flexportal/core/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq } from 'drizzle-orm';
import { bankAccounts, companies } from '../db/schema.js';
import { productImages, products, productWallets } from '../db/schemaCompany.js';
import type { Db } from '../db/types.js';
import { API_BASE } from '../http/apiBase.js';
import { clientAddress } from '../http/clientAddress.js';
import { type Api, companyOf, type Deps } from '../http/env.js';
import { fieldError, notFound } from '../http/errors.js';
import { ImageFile, imageResponse, readImage } from '../http/imageUpload.js';
import {
  bearer,
  errorResponses,
  IdParam,
  jsonBody,
  jsonResponse,
  tooManyRequests,
} from '../http/openapi.js';
import { listMeta } from '../http/paginate.js';
import { claimRate, RATE_LIMITS } from '../http/rateLimits.js';
import { assertAmountBounds } from '../ledger/amountBounds.js';
import { checkAmount, ownAccount } from '../ledger/operations.js';
import { formatFixed, toUnits } from '../lib/decimal.js';
import { PageQuery } from './bankAccounts.js';
import { addressFromSeed } from './cryptoDeposit.js';
import type { AccountRow } from './present.js';

type ProductRow = typeof products.$inferSelect;
type WalletRow = typeof productWallets.$inferSelect;

/** `POST manager/products` (multipart): the draft's fields as form text, and an optional image. */
const CreateForm = ProductDraft.extend({
  description: z.string().trim().max(2000, 'At most 2000 characters.').optional(),
  image: ImageFile.optional(),
});
const ImageForm = z.object({ image: ImageFile });
/** `PUT manager/products/{id}`: the draft as JSON (ids are numbers, nothing is coerced). */
const UpdateBody = ProductDraft.extend({
  bank_account_id: z
    .number({ error: 'Choose a crypto account.' })
    .int('Choose a crypto account.')
    .positive('Choose a crypto account.')
    .max(2147483647, 'Choose a crypto account.'),
});
/** The public id of a product in a path: anything else is simply not found. */
const HashParam = z.object({ hash: z.string().max(64) });
const WalletParam = HashParam.extend({ wallet: z.string().max(64) });

/** Where an uploaded product image is served, under the API root (same-origin, like white label's). */
const imageUrl = (id: number | null) => (id === null ? null : `${API_BASE}/product-images/${id}`);

const priceOf = (row: ProductRow, account: Pick<AccountRow, 'subUnit'>) =>
  formatFixed(toUnits(row.price), account.subUnit);

/** A product as its manager sees it (AC-3-31). */
const present = (row: ProductRow, account: AccountRow): Product => ({
  id: row.id,
  hash: row.hash,
  name: row.name,
  description: row.description,
  price: priceOf(row, account),
  currency: account.currency,
  bank_account_id: row.bankAccountId,
  image_url: imageUrl(row.imageId),
  created_at: new Date(row.createdAt).toISOString(),
});

/** A payment wallet as the guest sees it. */
const presentWallet = (w: WalletRow, row: ProductRow, account: AccountRow) => {
  const amount = formatFixed(toUnits(w.amount), account.subUnit);
  return {
    id: w.publicId,
    address: w.address,
    network: w.network,
    currency: account.currency,
    amount,
    payment_link: productPaymentLink(w.network, w.address, amount, row.name),
    status: w.status as 'waiting' | 'paid',
    paid_at: w.paidAt ? new Date(w.paidAt).toISOString() : null,
  };
};

/** The account products are paid to: a crypto account of the company, or a 422 beside the field. */
async function paymentAccount(db: Db, companyId: number, id: number, price: string) {
  const account = await ownAccount(db, companyId, id).catch(() => {
    throw fieldError('bank_account_id', 'Choose a crypto account of your company.');
  });
  if (account.currencyType !== 'crypto' || !networkOfCurrency(account.currency))
    throw fieldError('bank_account_id', 'Products are paid to a crypto account.');
  const units = checkAmount(price, account);
  await assertAmountBounds(db, account, [units]).catch((error: unknown) => {
    throw fieldError('price', error instanceof Error ? error.message : 'The price is invalid.');
  });
  return { account, price: formatFixed(units, account.subUnit) };
}

/**
 * Company products (AC-7mgr-30) and their public purchase (AC-7mgr-31): the manager's list,
 * create (multipart, with an optional image checked by content), read, update and image
 * upload, own company only; the public product by its hash, a payment wallet per purchase
 * (its own address, a payment link, status waiting until the sandbox's simulated payment
 * marks it paid) and the wallet's status, which the purchase page polls. Images are served
 * at `product-images/{id}` outside the OpenAPI document, like white-label images.
 */
export function registerProducts(api: Api, deps: Deps): void {
  const { db } = deps;
  const accountOf = async (row: ProductRow) => {
    const [account] = await db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, row.bankAccountId));
    if (!account) throw notFound('Product not found.');
    return account;
  };
  const ownProduct = async (companyId: number, id: number) => {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.companyId, companyId)));
    if (!row) throw notFound('Product not found.');
    return row;
  };
  const saveImage = async (companyId: number, file: File) => {
    const [image] = await db
      .insert(productImages)
      .values({ companyId, ...(await readImage(file)) })
      .returning({ id: productImages.id });
    return image?.id ?? null;
  };
  /** A product on sale by its hash: its company must be enabled, else it is not found. */
  const publicProduct = async (hash: string) => {
    const [found] = await db
      .select({ product: products, seller: companies.name, enabled: companies.enabled })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(eq(products.hash, hash));
    if (!found?.enabled) throw notFound('Product not found.');
    return { row: found.product, seller: found.seller, account: await accountOf(found.product) };
  };
  const productResponse = {
    200: jsonResponse(dataEnvelope(Product), 'Product'),
    ...errorResponses,
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/products',
      summary: 'Products of the company, newest first (AC-7mgr-30)',
      security: bearer,
      request: { query: PageQuery },
      responses: { 200: jsonResponse(listEnvelope(Product), 'Products'), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const where = eq(products.companyId, companyOf(c).id);
      const [[counted], rows] = await Promise.all([
        db.select({ total: count() }).from(products).where(where),
        db
          .select({ product: products, account: bankAccounts })
          .from(products)
          .innerJoin(bankAccounts, eq(bankAccounts.id, products.bankAccountId))
          .where(where)
          .orderBy(desc(products.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
      ]);
      return c.json(
        {
          data: rows.map((r) => present(r.product, r.account)),
          meta: listMeta(counted?.total ?? 0, q.page, q.per_page, c.req.url),
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/products',
      summary:
        'Create a product (multipart: name, description, price, bank_account_id of a crypto account, optional image checked by content) (AC-7mgr-30)',
      security: bearer,
      request: {
        body: { required: true, content: { 'multipart/form-data': { schema: CreateForm } } },
      },
      responses: { 201: jsonResponse(dataEnvelope(Product), 'Created'), ...errorResponses },
    }),
    async (c) => {
      const company = companyOf(c);
      const form = c.req.valid('form');
      const { account, price } = await paymentAccount(
        db,
        company.id,
        form.bank_account_id,
        form.price,
      );
      // The image is checked before anything is written: a refused one leaves no product.
      const imageId = form.image ? await saveImage(company.id, form.image) : null;
      const [row] = await db
        .insert(products)
        .values({
          companyId: company.id,
          bankAccountId: account.id,
          hash: randomBytes(16).toString('hex'),
          name: form.name,
          description: form.description || null,
          price,
          imageId,
        })
        .returning();
      return c.json({ data: present(row as ProductRow, account) }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/manager/products/{id}',
      summary: 'One product of the company (AC-7mgr-30)',
      security: bearer,
      request: { params: IdParam },
      responses: productResponse,
    }),
    async (c) => {
      const row = await ownProduct(companyOf(c).id, c.req.valid('param').id);
      return c.json({ data: present(row, await accountOf(row)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'put',
      path: '/manager/products/{id}',
      summary: 'Update a product: name, description, price and account (AC-7mgr-30)',
      security: bearer,
      request: { params: IdParam, ...jsonBody(UpdateBody) },
      responses: productResponse,
    }),
    async (c) => {
      const company = companyOf(c);
      const row = await ownProduct(company.id, c.req.valid('param').id);
      const b = c.req.valid('json');
      const { account, price } = await paymentAccount(db, company.id, b.bank_account_id, b.price);
      const [updated] = await db
        .update(products)
        .set({
          name: b.name,
          description: b.description || null,
          price,
          bankAccountId: account.id,
          updatedAt: new Date(deps.config.now()).toISOString(),
        })
        .where(eq(products.id, row.id))
        .returning();
      return c.json({ data: present(updated as ProductRow, account) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/manager/products/{id}/image',
      summary:
        "Replace a product's image: PNG, JPEG, GIF, WebP or ICO by content, at most 1 MB (AC-7mgr-30, AC-3-31)",
      security: bearer,
      request: {
        params: IdParam,
        body: { required: true, content: { 'multipart/form-data': { schema: ImageForm } } },
      },
      responses: productResponse,
    }),
    async (c) => {
      const company = companyOf(c);
      const row = await ownProduct(company.id, c.req.valid('param').id);
      const imageId = await saveImage(company.id, c.req.valid('form').image);
      const [updated] = await db
        .update(products)
        .set({ imageId, updatedAt: new Date(deps.config.now()).toISOString() })
        .where(eq(products.id, row.id))
        .returning();
      return c.json({ data: present(updated as ProductRow, await accountOf(row)) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/products/{hash}',
      summary: 'A product on sale, by its public hash: what the purchase page shows (AC-7mgr-31)',
      request: { params: HashParam },
      responses: { 200: jsonResponse(dataEnvelope(PublicProduct), 'Product'), ...errorResponses },
    }),
    async (c) => {
      const { row, seller, account } = await publicProduct(c.req.valid('param').hash);
      return c.json(
        {
          data: {
            hash: row.hash,
            name: row.name,
            description: row.description,
            price: priceOf(row, account),
            currency: account.currency,
            network: networkOfCurrency(account.currency) ?? '',
            image_url: imageUrl(row.imageId),
            seller,
          },
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: '/products/{hash}/wallet',
      summary:
        'A payment wallet for one purchase of the product: its own address, the price and the payment link; at most 20 per product and 30 per address in 10 minutes (429) (AC-7mgr-31, R16.7)',
      request: { params: HashParam },
      responses: {
        201: jsonResponse(dataEnvelope(ProductWallet), 'Wallet'),
        ...errorResponses,
        ...tooManyRequests,
      },
    }),
    async (c) => {
      const { row, account } = await publicProduct(c.req.valid('param').hash);
      // Anyone may ask, without a session: each wallet is a row, so they are counted.
      await claimRate(deps, RATE_LIMITS.walletsPerProduct, String(row.id));
      await claimRate(deps, RATE_LIMITS.walletsPerAddress, clientAddress(c, deps.config));
      const network = networkOfCurrency(account.currency) ?? 'bitcoin';
      const publicId = randomBytes(16).toString('hex');
      const [wallet] = await db
        .insert(productWallets)
        .values({
          publicId,
          productId: row.id,
          network,
          address: addressFromSeed(`flexportal-product:${publicId}`, network),
          amount: row.price,
        })
        .returning();
      return c.json({ data: presentWallet(wallet as WalletRow, row, account) }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: '/products/{hash}/wallet/{wallet}',
      summary:
        "A payment wallet's status (waiting or paid): the purchase page asks every 2 s while it waits",
      request: { params: WalletParam },
      responses: { 200: jsonResponse(dataEnvelope(ProductWallet), 'Wallet'), ...errorResponses },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const { row, account } = await publicProduct(p.hash);
      const [wallet] = await db
        .select()
        .from(productWallets)
        .where(and(eq(productWallets.publicId, p.wallet), eq(productWallets.productId, row.id)));
      if (!wallet) throw notFound('Wallet not found.');
      c.header('Cache-Control', 'no-store');
      return c.json({ data: presentWallet(wallet, row, account) }, 200);
    },
  );

  // Public and outside the OpenAPI document, like a static file: the id is all it takes.
  api.get('/product-images/:id', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) throw notFound('Image not found.');
    const [image] = await db.select().from(productImages).where(eq(productImages.id, id));
    if (!image) throw notFound('Image not found.');
    return imageResponse(c, image);
  });
}
