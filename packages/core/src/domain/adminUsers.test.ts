import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  mayImpersonate,
  roleChangeRefusal,
  userChangeRefusal,
} from './adminUsers.js';

const superAdmin = { id: 1, role: 'super-admin' };
const admin = { id: 2, role: 'admin' };
const manager = { id: 3, role: 'manager', hasCompany: true };
const otherAdmin = { id: 4, role: 'admin', hasCompany: false };
const topAdmin = { id: 1, role: 'super-admin', hasCompany: false };

describe('administrator role split (AC-6-06, AC-7admin-05)', () => {
  it('an admin changes managers and readers, never an administrator', () => {
    expect(userChangeRefusal(admin, manager)).toBeNull();
    expect(userChangeRefusal(admin, otherAdmin)).toMatch(/Only a super-admin/);
    expect(userChangeRefusal(admin, topAdmin)).toMatch(/Only a super-admin/);
    expect(userChangeRefusal(superAdmin, otherAdmin)).toBeNull();
  });

  it('nobody raises anyone above their own role; a super-admin grants administrator roles', () => {
    expect(roleChangeRefusal(admin, manager, 'super-admin')).toMatch(/Only a super-admin/);
    expect(roleChangeRefusal(admin, manager, 'admin')).toMatch(/Only a super-admin/);
    expect(roleChangeRefusal(admin, manager, 'manager-reader')).toBeNull();
    // A company user cannot be an administrator, whoever asks.
    expect(roleChangeRefusal(superAdmin, manager, 'admin')).toMatch(/company/);
    expect(roleChangeRefusal(superAdmin, otherAdmin, 'manager')).toMatch(/needs a company/);
    expect(roleChangeRefusal(superAdmin, otherAdmin, 'super-admin')).toBeNull();
    expect(roleChangeRefusal(superAdmin, topAdmin, 'admin')).toMatch(/own role/);
  });

  it('offers only the roles the actor may give, the current one included', () => {
    expect(assignableRoles(admin, manager)).toEqual(['manager', 'manager-reader']);
    expect(assignableRoles(superAdmin, otherAdmin)).toEqual(['super-admin', 'admin']);
    expect(assignableRoles(admin, otherAdmin)).toEqual(['admin']);
  });

  it('impersonates managers and readers, never an administrator (PP-4.8-06)', () => {
    expect(
      ['manager', 'manager-reader', 'admin', 'super-admin'].map((role) => mayImpersonate({ role })),
    ).toEqual([true, true, false, false]);
  });
});
