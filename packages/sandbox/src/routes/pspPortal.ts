import { randomBytes } from 'node:crypto';
import { tokenHint } from '@flexportal/core';
import {
  dataEnvelope,
  PspAccount,
  PspAccountDraft,
  PspAccountIssued,
  PspPayment,
  PspProfile,
  PspSignUp,
} from '@flexportal/core/contract';
import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { forgetCompany } from '../config.js';
import { bankAccounts, companies, transactions } from '../db/schema.js';
import { pspPortalAccounts, pspProfiles } from '../db/schemaPortals.js';
import { sha256 } from '../db/seed.js';
import { type Api, type AppEnv, companyOf, type Deps } from '../http/env.js';
import { fieldError, forbidden, notFound } from '../http/errors.js';
import { bearer, errorResponses, IdParam, jsonBody, jsonResponse } from '../http/openapi.js';
import { ownAccount } from '../ledger/operations.js';
import { presentTransaction } from './present.js';

// The spec names this group only "Payment provider (flexpsp)" (api-calls.md †): it lives
// under the PSP portal's own path (docs/decisions.md, issue 25).
const BASE = '/manager/psp-portal';

/** The company of the call, when it has the PSP portal feature (AC-2manager-06). */
function pspCompany(c: Context<AppEnv>) {
  const company = companyOf(c);
  if (!company.features.includes('psp_portal'))
    throw forbidden('The PSP portal is not enabled for your company.');
  return company;
}

/** A company's PSP identifier, as the payment provider knows the merchant. */
const merchantId = (companyId: number) => `FXP-${String(companyId).padStart(6, '0')}`;

/** The payment provider calls (AC-7mgr-36): sign-up, accounts, revoke-token, payments. */
export function registerPspPortal(api: Api, deps: Deps): void {
  const { db, config } = deps;

  const profileOf = async (companyId: number, attached: boolean) => {
    const [row] = await db.select().from(pspProfiles).where(eq(pspProfiles.companyId, companyId));
    return {
      psp_portal_attached: attached,
      merchant_id: merchantId(companyId),
      website: row?.website ?? null,
      business_description: row?.businessDescription ?? null,
      monthly_volume: row ? Number(row.monthlyVolume).toFixed(2) : null,
    };
  };

  const accountsOf = async (companyId: number) => {
    const [accounts, psp] = await Promise.all([
      db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.companyId, companyId))
        .orderBy(asc(bankAccounts.id)),
      db
        .select()
        .from(pspPortalAccounts)
        .where(eq(pspPortalAccounts.companyId, companyId))
        .orderBy(asc(pspPortalAccounts.id)),
    ]);
    return accounts
      .filter((a) => a.currencyType === 'fiat')
      .map((a) => ({
        id: a.id,
        name: a.name,
        currency: a.currency,
        iban: a.iban,
        psp_portal_accounts: psp
          .filter((p) => p.bankAccountId === a.id)
          .map((p) => ({
            account_type: p.accountType,
            account_fields: { active: p.active, token_hint: p.active ? p.tokenHint : null },
          })),
      }));
  };

  /** One fiat account of the company as the PSP portal lists it (it exists: just written). */
  const accountOf = async (companyId: number, id: number) => {
    const found = (await accountsOf(companyId)).find((a) => a.id === id);
    if (!found) throw notFound();
    return found;
  };

  api.openapi(
    createRoute({
      method: 'get',
      path: BASE,
      summary: "The company's PSP portal profile (sign-up state, merchant id)",
      security: bearer,
      responses: { 200: jsonResponse(dataEnvelope(PspProfile), 'Profile'), ...errorResponses },
    }),
    async (c) => {
      const company = pspCompany(c);
      return c.json({ data: await profileOf(company.id, company.pspPortalAttached) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/sign-up`,
      summary: 'Sign up to the payment provider, or update the sign-up (AC-7mgr-36)',
      security: bearer,
      request: jsonBody(PspSignUp),
      responses: { 200: jsonResponse(dataEnvelope(PspProfile), 'Profile'), ...errorResponses },
    }),
    async (c) => {
      const company = pspCompany(c);
      const body = c.req.valid('json');
      const values = {
        website: body.website,
        businessDescription: body.business_description,
        monthlyVolume: body.monthly_volume,
      };
      await db
        .insert(pspProfiles)
        .values({ companyId: company.id, ...values })
        .onConflictDoUpdate({
          target: pspProfiles.companyId,
          set: { ...values, updatedAt: new Date(config.now()).toISOString() },
        });
      if (!company.pspPortalAttached) {
        await db
          .update(companies)
          .set({ pspPortalAttached: true })
          .where(eq(companies.id, company.id));
        forgetCompany(config, company.id);
      }
      return c.json({ data: await profileOf(company.id, true) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/accounts`,
      summary: 'Fiat accounts with their PSP portal accounts (AC-7mgr-36, AC-3-04)',
      security: bearer,
      responses: {
        200: jsonResponse(dataEnvelope(PspAccount.array()), 'Accounts'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ data: await accountsOf(pspCompany(c).id) }, 200),
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/accounts`,
      summary: 'Open a PSP portal account on a bank account; its API token is shown once',
      security: bearer,
      request: jsonBody(PspAccountDraft),
      responses: {
        201: jsonResponse(dataEnvelope(PspAccountIssued), 'Opened'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = pspCompany(c);
      const draft = c.req.valid('json');
      if (!company.pspPortalAttached)
        throw fieldError('bank_account_id', 'Sign up to the PSP portal first.');
      const account = await ownAccount(db, company.id, draft.bank_account_id);
      if (account.currencyType !== 'fiat')
        throw fieldError('bank_account_id', 'A PSP account needs a fiat account.');
      const token = `psp_${randomBytes(24).toString('hex')}`;
      const values = {
        companyId: company.id,
        bankAccountId: account.id,
        accountType: draft.account_type,
        active: true,
        tokenHash: sha256(token),
        tokenHint: tokenHint(token),
        revokedAt: null,
      };
      // A revoked account is opened again with a fresh token; an active one is refused.
      const [row] = await db
        .insert(pspPortalAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: [pspPortalAccounts.bankAccountId, pspPortalAccounts.accountType],
          set: values,
          setWhere: eq(pspPortalAccounts.active, false),
        })
        .returning();
      if (!row)
        throw fieldError(
          'account_type',
          'This account already has an active account of this type.',
        );
      return c.json({ data: { account: await accountOf(company.id, account.id), token } }, 201);
    },
  );

  api.openapi(
    createRoute({
      method: 'post',
      path: `${BASE}/revoke-token`,
      summary: "Revoke a PSP portal account's API token; the account becomes inactive",
      security: bearer,
      // The same pair as opening an account: the bank account and the type.
      request: jsonBody(PspAccountDraft),
      responses: {
        200: jsonResponse(dataEnvelope(PspAccount), 'Account'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const company = pspCompany(c);
      const draft = c.req.valid('json');
      const [row] = await db
        .update(pspPortalAccounts)
        .set({ active: false, revokedAt: new Date(config.now()).toISOString() })
        .where(
          and(
            eq(pspPortalAccounts.companyId, company.id),
            eq(pspPortalAccounts.bankAccountId, draft.bank_account_id),
            eq(pspPortalAccounts.accountType, draft.account_type),
            eq(pspPortalAccounts.active, true),
          ),
        )
        .returning();
      if (!row) throw notFound('No active PSP account of this type on this account.');
      return c.json({ data: await accountOf(company.id, row.bankAccountId) }, 200);
    },
  );

  api.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/payments/{id}`,
      summary: 'One payment of the company (AC-7mgr-36)',
      security: bearer,
      request: { params: IdParam },
      responses: { 200: jsonResponse(dataEnvelope(PspPayment), 'Payment'), ...errorResponses },
    }),
    async (c) => {
      // A missing id is 404 before the feature's 403 (the access matrix): the lookup is
      // scoped to the caller's company, so this tells nothing about another company's.
      const company = companyOf(c);
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(eq(transactions.id, c.req.valid('param').id), eq(transactions.companyId, company.id)),
        );
      if (!row) throw notFound('Payment not found.');
      pspCompany(c);
      const tx = presentTransaction(row);
      const reference = row.customer?.customer_ref_message;
      return c.json(
        {
          data: {
            id: tx.id,
            type: tx.type,
            status: tx.status,
            amount: tx.amount,
            currency: tx.currency,
            bank_account_id: tx.bank_account_id,
            reference: typeof reference === 'string' && reference ? reference : null,
            created_at: tx.created_at,
          },
        },
        200,
      );
    },
  );
}
