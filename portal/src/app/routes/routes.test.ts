import { describe, expect, it } from 'vitest';
import { portalTexts } from '../../i18n/portalTexts.js';
import { breadcrumbs, ROUTES, routeByName } from './index.js';

describe('portal route table (PP-2, AC-2)', () => {
  it('has unique names and paths, and every parent exists', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) if (r.parent) expect(routeByName(r.parent), r.name).toBeDefined();
  });

  it('gives every route a screen: a page of its own or a registered screen, no placeholder', () => {
    expect(ROUTES.filter((r) => !r.screen).map((r) => r.name)).toEqual([]);
  });

  it.each([
    ['admin.dashboard', '/admin'],
    ['admin.profile', '/admin/profile'],
    ['admin.system.overview', '/admin/system/:subpage'],
    ['manager.dashboard', '/manager'],
    ['manager.profile', '/manager/profile'],
    ['profile.verifications', '/profile/compliance-trackings/:service?/:id?'],
    ['flexpsp-quick-login', '/flexpsp/auth/:user_id/:auth_key'],
    ['guest.products.purchase', '/purchase/:product_hash'],
    ['iframe-widget.companies.profile', '/iframe-widget/company-profile'],
    ['manager.compliance-trackings.list', '/manager/compliance-trackings'],
    ['manager.payments.withdrawal', '/manager/payments/withdrawal/:action/:method?'],
    ['manager.payments.exchange', '/manager/payments/exchange/:action'],
    ['manager.payments.convert', '/manager/payments/convert/:action'],
    ['manager.crypto.buy', '/manager/crypto/buy'],
    ['manager.crypto.deposit', '/manager/crypto/receive'],
    ['manager.crypto.withdraw', '/manager/crypto/withdraw'],
  ])('names %s as the spec does, at %s', (name, path) => {
    expect(routeByName(name)?.path).toBe(path);
  });

  it('keeps manager-readers out of payment creation and the transaction overview (PP-6)', () => {
    for (const name of [
      'manager.payments.withdrawal',
      'manager.payments.transfer',
      'manager.payments.exchange',
      'manager.payments.convert',
      'manager.payments.import',
      'manager.transactions.overview',
      'manager.imports.overview',
    ]) {
      expect(routeByName(name)?.needs, name).toContain('manager-only');
    }
  });

  it('asks crypto pages for user two-factor and the crypto feature (PP-2.3)', () => {
    for (const r of ROUTES.filter((r) => r.path.startsWith('/manager/crypto/'))) {
      expect(r.needs).toEqual(expect.arrayContaining(['user-2fa', 'feature:crypto']));
    }
  });

  it('builds breadcrumbs from route titles (PP-2.2)', () => {
    const edit = routeByName('admin.users.edit');
    expect(edit && breadcrumbs(edit).map((r) => portalTexts.en[r.title])).toEqual([
      'Dashboard',
      'Users',
      'Edit user',
    ]);
  });
});
