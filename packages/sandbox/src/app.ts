import type { WhiteLabel } from '@flexportal/core/contract';
import { OpenAPIHono } from '@hono/zod-openapi';
import { authenticate, managerArea } from './auth/middleware.js';
import type { OtpListener } from './auth/otp.js';
import { type ConfigOptions, makeConfig, type SandboxConfig } from './config.js';
import type { Db } from './db/types.js';
import { API_BASE } from './http/apiBase.js';
import { corsMiddleware } from './http/cors.js';
import type { AppEnv, Deps } from './http/env.js';
import { onError, validationBody } from './http/errors.js';
import { inputGuard } from './http/inputGuard.js';
import { ledgerScope } from './ledger/ledgerScope.js';
import type { LiveHub } from './live/hub.js';
import { registerLive } from './live/routes.js';
import { registerRemotePortalPage } from './portals/remotePortalPage.js';
import { registerActivities } from './routes/activities.js';
import { registerAdmin } from './routes/admin/index.js';
import { registerAffiliates } from './routes/affiliates.js';
import { registerAnnouncements } from './routes/announcements.js';
import { registerAuth } from './routes/auth.js';
import { registerAuthFlows } from './routes/authFlows.js';
import { registerBankAccounts } from './routes/bankAccounts.js';
import { registerBeneficiaries } from './routes/beneficiaries.js';
import { registerCardPayout } from './routes/cardPayout.js';
import { registerCompany } from './routes/company.js';
import { registerCompanyStatistics } from './routes/companyStatistics.js';
import { registerCompliance } from './routes/compliance.js';
import { registerComplianceVerification } from './routes/complianceVerification.js';
import { registerCrypto } from './routes/crypto.js';
import { registerCryptoDeposit } from './routes/cryptoDeposit.js';
import { registerCryptoExchange } from './routes/cryptoExchange.js';
import { registerCryptoPayment } from './routes/cryptoPayment.js';
import { registerDepositSimulator } from './routes/depositSimulator.js';
import { registerDevtools } from './routes/devtools.js';
import { registerImports } from './routes/imports.js';
import { registerNotifications } from './routes/notifications.js';
import { registerOtpApproval } from './routes/otpApproval.js';
import { registerPortals } from './routes/portals.js';
import { registerProductPaymentSimulator } from './routes/productPaymentSimulator.js';
import { registerProducts } from './routes/products.js';
import { registerPspPortal } from './routes/pspPortal.js';
import { registerRates } from './routes/rates.js';
import { registerReference } from './routes/reference.js';
import { registerReports } from './routes/reports.js';
import { registerTickets } from './routes/tickets.js';
import { registerTransactionImport } from './routes/transactionImport.js';
import { registerTransactions } from './routes/transactions.js';
import { registerTransferMap } from './routes/transferMap.js';
import { registerWhiteLabel } from './routes/whiteLabel.js';

export { API_BASE };

/** Options of {@link createApp}. */
export interface AppOptions extends ConfigOptions {
  /** Called with each e-mailed one-time code, in process (tests read codes through it). */
  onEmailCode?: OtpListener | undefined;
  /** The Pusher-protocol live channel to publish events on (startServer makes one). */
  live?: LiveHub | undefined;
  /** Fields of this deployment's white-label record (`GET white-label`). */
  whiteLabel?: Partial<WhiteLabel> | undefined;
}

/** The request with its URL's origin replaced by `origin` (itself when it already has it). */
function atPublicOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  if (url.origin === origin) return request;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  };
  if (request.body) {
    init.body = request.body;
    init.duplex = 'half';
  }
  return new Request(`${origin}${url.pathname}${url.search}`, init);
}

/** Builds the Hono app of the API v2 over an open database. No I/O happens here. */
export function createApp(db: Db, options: AppOptions = {}) {
  const config: SandboxConfig = makeConfig(options);
  const deps: Deps = { db, config, live: options.live };
  // The announce channel gets a code only once its mail's approve link was opened, sealed
  // for the browser that asked (routes/otpApproval.ts, docs/security.md).
  const onEmailCode: OtpListener | undefined = options.onEmailCode;
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationBody(result.error), 422);
    },
  });
  api.use('*', corsMiddleware(config.corsOrigins));
  // Size, depth and text limits of every request, before any route validates (R15.8).
  api.use('*', inputGuard());
  // A ledger write needs the money pipeline's permit (routes/moneyRoute.ts, R16.3).
  api.use('*', ledgerScope(db));
  api.use('*', async (c, next) => {
    // The release this server runs: a client built for another one logs out (PP-2.2-10).
    if (config.release.version) c.header('X-Release-Version', config.release.version);
    if (config.maintenance.enabled && c.req.method !== 'OPTIONS') {
      c.header('X-Maintenance', '1');
      return c.json({ message: config.maintenance.message }, 503);
    }
    await next();
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.use('/manager/*', authenticate(deps), managerArea());
  registerRates(api as unknown as OpenAPIHono, db);
  registerAuth(api, deps);
  registerAuthFlows(api, deps);
  registerOtpApproval(api, deps);
  registerBankAccounts(api, deps);
  // Before the transaction routes: `manager/transactions/agents` must not match `{id}`.
  registerReference(api, deps, options.whiteLabel);
  registerBeneficiaries(api, deps);
  registerAffiliates(api, deps, onEmailCode);
  registerTransactions(api, deps, onEmailCode);
  registerCrypto(api, deps, onEmailCode);
  registerCardPayout(api, deps, onEmailCode);
  registerCryptoExchange(api, deps, onEmailCode);
  registerCryptoDeposit(api, deps, onEmailCode);
  registerCryptoPayment(api, deps, onEmailCode);
  registerTransactionImport(api, deps, onEmailCode);
  registerImports(api, deps);
  registerAnnouncements(api, deps);
  registerCompanyStatistics(api, deps);
  registerCompany(api, deps);
  registerTransferMap(api, deps);
  registerPortals(api, deps);
  registerPspPortal(api, deps);
  registerNotifications(api, deps);
  registerActivities(api, deps);
  registerTickets(api, deps);
  registerReports(api, deps);
  registerWhiteLabel(api, deps);
  registerProducts(api, deps);
  registerCompliance(api, deps);
  registerComplianceVerification(api, deps);
  registerLive(api, deps);
  registerAdmin(api, deps, onEmailCode);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Flexportal API v2 (sandbox)', version: '0.2.0' },
  });
  api.notFound((c) => c.json({ message: 'Not Found' }, 404));
  api.onError(onError);

  const root = new OpenAPIHono();
  // First: the dev tools' fault injection is a middleware that must run before the API.
  registerDevtools(root, deps);
  registerDepositSimulator(root, deps);
  registerProductPaymentSimulator(root, deps);
  root.route(API_BASE, api);
  registerRemotePortalPage(root, deps);
  root.get('/', (c) => c.json({ name: 'flexportal-sandbox', api: API_BASE }));
  root.notFound((c) => c.json({ message: 'Not Found' }, 404));
  root.onError(onError);
  // Every request is seen under the configured public origin: the Host header a caller
  // sends never flows into a URL the API generates (list paths, links) (R15.11).
  const serve = root.fetch;
  const fetch: typeof root.fetch = (request, ...rest) =>
    serve(atPublicOrigin(request, config.publicUrl), ...rest);
  return Object.assign(root, { config, fetch });
}
