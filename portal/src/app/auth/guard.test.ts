import { describe, expect, it } from 'vitest';
import { afterLoginPath, pathOf } from './guard.js';

describe('after login', () => {
  it('returns to a remembered page of ours, else the dashboard', () => {
    expect(afterLoginPath('/manager/transactions/settled', 'manager.dashboard')).toBe(
      '/manager/transactions/settled',
    );
    expect(afterLoginPath(null, 'admin.dashboard')).toBe('/admin');
    expect(afterLoginPath('https://evil.example/', 'manager.dashboard')).toBe('/manager');
    expect(afterLoginPath('//evil.example/', 'manager.dashboard')).toBe('/manager');
  });

  it('builds paths of named routes, optional parameters left out', () => {
    expect(pathOf('profile.verifications')).toBe('/profile/compliance-trackings');
    expect(pathOf('no.such.route')).toBe('/');
  });
});
