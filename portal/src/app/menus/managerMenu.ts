import {
  canCreatePayments,
  cryptoItemOk,
  hasTwoFactor,
  isManager,
  kycItemOk,
  managerAreaOk,
  portalsItemOk,
  pspPortalOk,
  subAccountsItemOk,
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
  { label: 'Home', route: 'manager.dashboard', show: area },
  {
    label: 'Verifications',
    route: 'profile.verifications',
    show: ({ user }) => isManager(user) && kycItemOk(user),
  },
  {
    label: 'Fiat accounts',
    route: 'manager.accounts',
    params: { currency_type: 'fiat' },
    show: area,
  },
  {
    label: 'Crypto accounts',
    route: 'manager.accounts',
    params: { currency_type: 'crypto' },
    show: area,
  },
  {
    label: 'Withdrawal',
    route: 'manager.payments.withdrawal',
    params: { action: 'create' },
    show: and(area, ({ user }) => withdrawItemOk(user)),
  },
  {
    label: 'Transfer',
    route: 'manager.payments.transfer',
    params: { action: 'create' },
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  {
    label: 'Exchange',
    route: 'manager.payments.exchange',
    params: { action: 'create' },
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  {
    label: 'Convert',
    route: 'manager.payments.convert',
    params: { action: 'create' },
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  {
    label: 'Bulk import',
    route: 'manager.payments.import',
    show: and(area, ({ user }) => canCreatePayments(user)),
  },
  { label: 'Buy crypto', route: 'manager.crypto.buy', show: and(area, crypto) },
  { label: 'Sell crypto', route: 'manager.crypto.sell', show: and(area, crypto) },
  { label: 'Withdraw crypto', route: 'manager.crypto.withdraw', show: and(area, crypto) },
  { label: 'Receive crypto', route: 'manager.crypto.deposit', show: and(area, crypto) },
  { label: 'Beneficiaries', route: 'manager.transaction-agents', show: area },
  { label: 'Settled transactions', route: 'manager.transactions.settled', show: area },
  { label: 'Transactions in progress', route: 'manager.transactions.progress', show: area },
  { label: 'Denied transactions', route: 'manager.transactions.denied', show: area },
  { label: 'Imports', route: 'manager.imports', show: and(area, ({ user }) => hasTwoFactor(user)) },
  { label: 'Reports', route: 'manager.reports', show: and(area, ({ user }) => hasTwoFactor(user)) },
  { label: 'Compliance', route: 'manager.compliance-trackings.list', show: area },
  {
    label: 'Portal Services',
    route: 'manager.portal-services',
    show: and(area, ({ user }) => portalsItemOk(user)),
  },
  {
    label: 'Affiliates compliance',
    route: 'manager.affiliates.compliance',
    show: and(area, ({ user }) => subAccountsItemOk(user)),
  },
  {
    label: 'Affiliates transactions',
    route: 'manager.affiliates.transactions',
    params: { mode: 'settled' },
    show: and(area, ({ user }) => subAccountsItemOk(user)),
  },
  { label: 'White label', route: 'manager.white-label', show: and(area, whiteLabel) },
  {
    label: 'White label documents',
    route: 'manager.white-label.documents',
    show: and(area, whiteLabel),
  },
  {
    label: 'White-labeled compliance',
    route: 'manager.white-labeled.compliance',
    show: and(area, whiteLabel),
  },
  {
    label: 'White-labeled transactions',
    route: 'manager.white-labeled.transactions',
    params: { mode: 'settled' },
    show: and(area, whiteLabel),
  },
  {
    label: 'PSP portal sign-up',
    route: 'manager.psp-portal.sign-up',
    show: and(area, ({ user }) => pspPortalOk(user)),
  },
  {
    label: 'PSP portal accounts',
    route: 'manager.psp-portal.accounts',
    show: and(area, ({ user }) => pspPortalOk(user)),
  },
  { label: 'Notifications', route: 'manager.notifications', show: area },
  { label: 'Support tickets', route: 'manager.support.tickets', show: area },
  { label: 'My Profile', route: 'manager.profile', show: ({ user }) => isManager(user) },
];
