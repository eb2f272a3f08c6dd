import {
  canCreatePayments,
  cryptoItemOk,
  defaultPortalService,
  isManager,
  kycItemOk,
  managerAreaOk,
  portalsItemOk,
  pspPortalOk,
  subAccountsItemOk,
  twoFactorOk,
  withdrawItemOk,
} from '@flexportal/core';
import type { MenuContext, MenuItem } from './MenuItem.js';

// Most manager items need an enabled company and an individual user or two-factor.
const area = ({ user }: MenuContext) => isManager(user) && managerAreaOk(user);
const and =
  (...rules: Array<(ctx: MenuContext) => boolean>) =>
  (ctx: MenuContext) =>
    rules.every((rule) => rule(ctx));
const whiteLabel = ({ user }: MenuContext) => !!user?.company?.white_label_enabled;
const crypto = ({ user, themeAllowsCrypto }: MenuContext) => cryptoItemOk(user, themeAllowsCrypto);

/** The manager side menu (AC-2menus-05, gating AC-2menus-06..11). */
export const MANAGER_MENU: readonly MenuItem[] = [
  { label: 'portal.home', route: 'manager.dashboard', show: area },
  {
    label: 'portal.verifications',
    route: 'profile.verifications',
    show: ({ user }) => isManager(user) && kycItemOk(user),
  },
  {
    label: 'portal.fiatAccounts',
    route: 'manager.accounts',
    params: { currency_type: 'fiat' },
    show: area,
  },
  {
    label: 'portal.cryptoAccounts',
    route: 'manager.accounts',
    params: { currency_type: 'crypto' },
    show: area,
  },
  {
    label: 'portal.withdrawal',
    route: 'manager.payments.withdrawal',
    params: { action: 'create' },
    show: and(area, ({ user }) => withdrawItemOk(user)),
  },
  {
    label: 'portal.transfer',
    route: 'manager.payments.transfer',
    params: { action: 'create' },
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  {
    label: 'portal.exchange',
    route: 'manager.payments.exchange',
    params: { action: 'create' },
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  {
    label: 'portal.convert',
    route: 'manager.payments.convert',
    params: { action: 'create' },
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  {
    label: 'portal.bulkImport',
    route: 'manager.payments.import',
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  { label: 'portal.buyCrypto', route: 'manager.crypto.buy', show: and(area, crypto) },
  { label: 'portal.sellCrypto', route: 'manager.crypto.sell', show: and(area, crypto) },
  { label: 'portal.withdrawCrypto', route: 'manager.crypto.withdraw', show: and(area, crypto) },
  { label: 'portal.receiveCrypto', route: 'manager.crypto.deposit', show: and(area, crypto) },
  // Beyond AC-2menus-05's list: pages of the spec no menu led to (issue 38, docs/decisions.md).
  { label: 'portal.cryptoWallets', route: 'manager.crypto.wallets', show: and(area, crypto) },
  { label: 'portal.products', route: 'manager.products', show: area },
  { label: 'portal.beneficiaries', route: 'manager.transaction-agents', show: area },
  { label: 'portal.settledTransactions', route: 'manager.transactions.settled', show: area },
  { label: 'portal.transactionsInProgress', route: 'manager.transactions.progress', show: area },
  { label: 'portal.deniedTransactions', route: 'manager.transactions.denied', show: area },
  {
    label: 'portal.imports',
    route: 'manager.imports',
    show: and(area, ({ user }) => twoFactorOk(user)),
  },
  {
    label: 'portal.reports',
    route: 'manager.reports',
    show: and(area, ({ user }) => twoFactorOk(user)),
  },
  { label: 'portal.compliance', route: 'manager.compliance-trackings.list', show: area },
  {
    label: 'portal.portalServices',
    route: 'manager.portal-services',
    params: ({ activeTheme }) => ({ portal_service: defaultPortalService(activeTheme) }),
    show: and(area, ({ user }) => portalsItemOk(user)),
  },
  {
    label: 'portal.affiliatesCompliance',
    route: 'manager.affiliates.compliance',
    show: and(area, ({ user }) => subAccountsItemOk(user)),
  },
  {
    label: 'portal.affiliatesTransactions',
    route: 'manager.affiliates.transactions',
    params: { mode: 'settled' },
    show: and(area, ({ user }) => subAccountsItemOk(user)),
  },
  { label: 'portal.whiteLabel', route: 'manager.white-label', show: and(area, whiteLabel) },
  {
    label: 'portal.whiteLabelDocuments',
    route: 'manager.white-label.documents',
    show: and(area, whiteLabel),
  },
  {
    label: 'portal.whiteLabeledCompliance',
    route: 'manager.white-labeled.compliance',
    show: and(area, whiteLabel),
  },
  {
    label: 'portal.whiteLabeledTransactions',
    route: 'manager.white-labeled.transactions',
    params: { mode: 'settled' },
    show: and(area, whiteLabel),
  },
  {
    label: 'portal.pspPortalSignUp',
    route: 'manager.psp-portal.sign-up',
    show: and(area, ({ user }) => pspPortalOk(user)),
  },
  {
    label: 'portal.pspPortalAccounts',
    route: 'manager.psp-portal.accounts',
    show: and(area, ({ user }) => pspPortalOk(user)),
  },
  { label: 'portal.notifications', route: 'manager.notifications', show: area },
  { label: 'portal.supportTickets', route: 'manager.support.tickets', show: area },
  { label: 'portal.myProfile', route: 'manager.profile', show: ({ user }) => isManager(user) },
];
