import { describe, expect, it } from 'vitest';
import {
  backToAdminOk,
  canCreatePayments,
  canLoadAdminData,
  canLoadAffiliates,
  canLoadCryptoWallets,
  canLoadManagerData,
  canLoadWhiteLabel,
  cryptoItemOk,
  kycItemOk,
  logoutOk,
  managerAreaOk,
  portalsItemOk,
  subAccountsItemOk,
  twoFactorFeatureOk,
  withdrawItemOk,
} from './availability.js';
import { admin, manager } from './fixtures.test-utils.js';

const noTwoFactor = { two_factor_auth: { google: false } };
const reader = { roles: [{ slug: 'manager-reader' }] };

describe('AC-2menus / PP-5-27 / PP-6 availability rules', () => {
  it('PP-5-27 / PP-6-05 two-factor features unless individual', () => {
    expect(twoFactorFeatureOk(manager())).toBe(true);
    expect(twoFactorFeatureOk(manager(noTwoFactor))).toBe(false);
    expect(twoFactorFeatureOk(manager(noTwoFactor, { legal_type: 'individual' }))).toBe(true);
  });
  it('PP-2.3-02 / AC-2menus-06 manager area needs an enabled company and individual or two-factor', () => {
    expect(managerAreaOk(manager())).toBe(true);
    expect(managerAreaOk(manager({}, { enabled: false }))).toBe(false);
    expect(managerAreaOk(manager(noTwoFactor))).toBe(false);
  });
  it('PP-6-03 / PP-6-04 manager-reader cannot create payments or see withdraw and crypto items', () => {
    expect(canCreatePayments(manager())).toBe(true);
    expect(canCreatePayments(manager(reader))).toBe(false);
    expect(withdrawItemOk(manager(reader))).toBe(false);
    expect(cryptoItemOk(manager(reader))).toBe(false);
  });
  it('AC-2menus-07/09 withdraw needs two-factor; crypto needs the feature and a theme', () => {
    expect(withdrawItemOk(manager(noTwoFactor))).toBe(false);
    expect(cryptoItemOk(manager())).toBe(true);
    expect(cryptoItemOk(manager(), false)).toBe(false);
    expect(cryptoItemOk(manager({}, { enabled_features: { crypto: false } }))).toBe(false);
  });
  it('AC-2menus-08/10/11 KYC, sub-accounts and portals', () => {
    expect(kycItemOk(manager({ is_compliance_trackings_required: true }))).toBe(true);
    expect(kycItemOk(manager())).toBe(false);
    expect(subAccountsItemOk(manager({}, { enabled_features: { affiliation: true } }))).toBe(true);
    const portals = manager(
      {},
      { enabled_features: { portals: true }, portal_services: { bcb: { is_attached: true } } },
    );
    expect(portalsItemOk(portals)).toBe(true);
    expect(portalsItemOk({ ...portals, is_compliance_trackings_preparing: true })).toBe(false);
    expect(portalsItemOk(manager({}, { enabled_features: { portals: true } }))).toBe(false);
  });
  it('AC-2menus-12/13 logout for all; Back To Admin for managers with an admin token', () => {
    expect(logoutOk()).toBe(true);
    expect(backToAdminOk(manager(), true)).toBe(true);
    expect(backToAdminOk(manager(), false)).toBe(false);
    expect(backToAdminOk(admin, true)).toBe(false);
  });
  it('AC-6-01/02/04/05 / AC-5-01 data loading conditions', () => {
    expect(canLoadAdminData(admin)).toBe(true);
    expect(canLoadAdminData(manager())).toBe(false);
    expect(canLoadManagerData(manager())).toBe(true);
    expect(canLoadManagerData(manager({}, { enabled: false }))).toBe(false);
    expect(canLoadWhiteLabel(manager({}, { white_label_enabled: true }))).toBe(true);
    expect(canLoadWhiteLabel(manager())).toBe(false);
    expect(canLoadAffiliates(manager({ affiliates: { count: 2 } }))).toBe(true);
    expect(canLoadAffiliates(manager())).toBe(false);
    expect(canLoadCryptoWallets(manager())).toBe(true);
  });
});
