import { MANAGER_TRANSACTION_MODES } from '@flexportal/core';
import { cryptoWithdrawRedirect } from './cryptoWithdrawRedirect.js';
import { portalServicesDefaultRedirect } from './portalServicesRedirect.js';
import type { RouteDef, RouteNeed } from './RouteDef.js';

const base: readonly RouteNeed[] = ['enabled-company-and-2fa'];
const pay: readonly RouteNeed[] = [...base, 'manager-only'];
const crypto: readonly RouteNeed[] = [...pay, 'user-2fa', 'feature:crypto'];
const m = (def: Omit<RouteDef, 'area'>): RouteDef => ({
  area: 'manager',
  parent: 'manager.dashboard',
  ...def,
});

/** Manager area (PP-2.3, AC-2manager). */
export const managerRoutes: readonly RouteDef[] = [
  {
    name: 'manager.dashboard',
    path: '/manager',
    title: 'portal.dashboard',
    area: 'manager',
    needs: base,
    screen: () => import('../../routes/manager/DashboardPage.js'),
  },
  m({
    name: 'menu',
    path: '/menu',
    title: 'portal.menu',
    screen: () => import('../../routes/manager/MenuPage.js'),
  }),
  m({
    name: 'manager.profile',
    path: '/manager/profile',
    title: 'portal.myProfile',
    screen: () => import('../../routes/profile/ProfilePage.js'),
  }),
  m({
    name: 'manager.white-label',
    path: '/manager/white-label',
    title: 'portal.whiteLabel',
    needs: base,
  }),
  m({
    name: 'manager.white-label.documents',
    path: '/manager/white-label/documents',
    title: 'portal.documents',
    parent: 'manager.white-label',
    needs: base,
  }),
  m({
    name: 'manager.portal-services',
    path: '/manager/portal-services/:portal_service?',
    title: 'portal.portalServices',
    needs: [...base, 'feature:portals'],
    redirect: portalServicesDefaultRedirect,
  }),
  m({
    name: 'manager.psp-portal',
    path: '/manager/psp-portal',
    title: 'portal.pspPortal',
    needs: [...base, 'feature:psp_portal'],
  }),
  m({
    name: 'manager.psp-portal.accounts',
    path: '/manager/psp-portal/accounts',
    title: 'portal.accounts',
    parent: 'manager.psp-portal',
    needs: [...base, 'feature:psp_portal'],
  }),
  m({
    name: 'manager.psp-portal.sign-up',
    path: '/manager/psp-portal/sign-up',
    title: 'portal.signUp',
    parent: 'manager.psp-portal',
    needs: [...base, 'feature:psp_portal'],
  }),
  m({
    name: 'manager.psp-portal.integration',
    path: '/manager/psp-portal/integration',
    title: 'portal.integration',
    parent: 'manager.psp-portal',
    needs: [...base, 'feature:psp_portal'],
  }),
  m({
    name: 'manager.accounts',
    path: '/manager/accounts/:currency_type?',
    title: 'portal.accounts',
    needs: base,
    screen: () => import('../../routes/manager/AccountsPage.js'),
  }),
  ...MANAGER_TRANSACTION_MODES.map((mode) =>
    m({
      name: `manager.transactions.${mode}`,
      path: `/manager/transactions/${mode}`,
      title: 'portal.transactions',
      needs: base,
      screen: () => import('../../routes/manager/TransactionsPage.js'),
    }),
  ),
  m({
    name: 'manager.transactions.overview',
    path: '/manager/transactions/:transaction_id',
    title: 'portal.transaction',
    // The registered `transaction` screen, through the generic screen page.
    needs: pay,
  }),
  m({
    name: 'manager.affiliates.compliance',
    path: '/manager/affiliates/compliance-trackings',
    title: 'portal.affiliatesCompliance',
    needs: [...base, 'feature:affiliation'],
    screen: () => import('../../routes/manager/AffiliatesCompliancePage.js'),
  }),
  m({
    name: 'manager.affiliates.transactions',
    path: '/manager/affiliates/transactions/:mode',
    title: 'portal.affiliatesTransactions',
    needs: [...base, 'feature:affiliation'],
    screen: () => import('../../routes/manager/TransactionsPage.js'),
  }),
  m({
    name: 'manager.white-labeled.compliance',
    path: '/manager/white-labeled/compliance-trackings',
    title: 'portal.whiteLabeledCompliance',
    needs: [...base, 'feature:white_label'],
    screen: () => import('../../routes/manager/WhiteLabeledCompliancePage.js'),
  }),
  m({
    name: 'manager.white-labeled.transactions',
    path: '/manager/white-labeled/transactions/:mode',
    title: 'portal.whiteLabeledTransactions',
    needs: [...base, 'feature:white_label'],
    screen: () => import('../../routes/manager/TransactionsPage.js'),
  }),
  m({
    name: 'manager.imports',
    path: '/manager/imports',
    title: 'portal.imports',
    needs: [...base, 'user-2fa'],
  }),
  m({
    name: 'manager.imports.overview',
    path: '/manager/imports/:import_id',
    title: 'portal.import',
    parent: 'manager.imports',
    needs: [...pay, 'user-2fa'],
  }),
  m({
    name: 'manager.transaction-agents',
    path: '/manager/transaction-agents',
    title: 'portal.beneficiaries',
    needs: base,
    screen: () => import('../../routes/manager/BeneficiariesPage.js'),
  }),
  m({
    name: 'manager.transaction-agents.create',
    path: '/manager/transaction-agents/create',
    title: 'portal.newBeneficiary',
    parent: 'manager.transaction-agents',
    needs: base,
    screen: () => import('../../routes/manager/BeneficiaryPage.js'),
  }),
  m({
    name: 'manager.transaction-agents.edit',
    path: '/manager/transaction-agents/:id',
    title: 'portal.beneficiary',
    parent: 'manager.transaction-agents',
    needs: base,
    screen: () => import('../../routes/manager/BeneficiaryPage.js'),
  }),
  m({
    name: 'manager.send-funds-affiliate',
    path: '/manager/send-funds-affiliate',
    title: 'portal.sendFunds',
    needs: [...base, 'affiliated-company'],
  }),
  m({
    name: 'manager.compliance-trackings.list',
    path: '/manager/compliance-trackings',
    title: 'portal.compliance',
    needs: base,
  }),
  m({
    name: 'manager.compliance-trackings.view',
    path: '/manager/compliance-trackings/:entity/:entity_id/:kyc_id?',
    title: 'portal.compliance',
    parent: 'manager.compliance-trackings.list',
    needs: base,
  }),
  m({
    name: 'manager.reports',
    path: '/manager/reports',
    title: 'portal.reports',
    needs: [...base, 'user-2fa'],
  }),
  m({
    name: 'manager.notifications',
    path: '/manager/notifications',
    title: 'portal.notifications',
    needs: base,
  }),
  m({
    name: 'manager.support.tickets',
    path: '/manager/support/tickets/list',
    title: 'portal.supportTickets',
    needs: base,
  }),
  m({
    name: 'manager.support.tickets.view',
    path: '/manager/support/tickets/:ticket_id',
    title: 'portal.ticket',
    parent: 'manager.support.tickets',
    needs: base,
  }),
  m({
    name: 'manager.payments.withdrawal',
    // method: create (this form), transfer or exchange (PP-2.3-04, withdrawalMethod.ts).
    path: '/manager/payments/withdrawal/:action/:method?',
    title: 'portal.withdrawal',
    needs: pay,
    screen: () => import('../../routes/manager/WithdrawalPage.js'),
  }),
  m({
    name: 'manager.payments.transfer',
    path: '/manager/payments/transfer/:action',
    title: 'portal.transfer',
    needs: pay,
    screen: () => import('../../routes/manager/TransferPage.js'),
  }),
  m({
    name: 'manager.payments.exchange',
    path: '/manager/payments/exchange/:action',
    title: 'portal.exchange',
    needs: pay,
    screen: () => import('../../routes/manager/ExchangePage.js'),
  }),
  m({
    name: 'manager.payments.convert',
    path: '/manager/payments/convert/:action',
    title: 'portal.convert',
    needs: pay,
    screen: () => import('../../routes/manager/ConvertPage.js'),
  }),
  m({
    name: 'manager.payments.import',
    path: '/manager/payments/import',
    title: 'portal.import',
    needs: pay,
  }),
  m({
    name: 'manager.crypto.deposit',
    path: '/manager/crypto/receive',
    title: 'portal.receiveCrypto',
    needs: crypto,
    screen: () => import('../../routes/manager/CryptoReceivePage.js'),
  }),
  m({
    name: 'manager.crypto.buy',
    path: '/manager/crypto/buy',
    title: 'portal.buyCrypto',
    needs: crypto,
    screen: () => import('../../routes/manager/CryptoBuyPage.js'),
  }),
  m({
    name: 'manager.crypto.withdraw',
    path: '/manager/crypto/withdraw',
    title: 'portal.withdrawCrypto',
    needs: crypto,
    redirect: cryptoWithdrawRedirect,
    screen: () => import('../../routes/manager/CryptoWithdrawPage.js'),
  }),
  m({
    name: 'manager.crypto.sell',
    path: '/manager/crypto/sell',
    title: 'portal.sellCrypto',
    needs: crypto,
    screen: () => import('../../routes/manager/CryptoSellPage.js'),
  }),
  m({
    name: 'manager.crypto.wallets',
    path: '/manager/crypto/wallets',
    title: 'portal.cryptoWallets',
    // PP-5-27 and AC-6-05: two-factor and the crypto feature; a reader may look, not act.
    needs: [...base, 'user-2fa', 'feature:crypto'],
  }),
  m({
    name: 'manager.products',
    path: '/manager/products',
    title: 'portal.products',
    needs: base,
  }),
];
