import { describe, expect, it } from 'vitest';
import { PORTAL_SERVICES } from '../contract/portals.js';
import {
  autoTransferTargets,
  defaultPortalService,
  portalServiceRows,
  safeSignInUrl,
  safeWebUrl,
  selectedPortalService,
} from './portalServices.js';

describe('portal services rules', () => {
  it('lists the fourteen services in order with their status, then any other the server names', () => {
    const rows = portalServiceRows({
      bcb: { is_attached: true, is_allowed: true },
      narvi: { is_attached: false, is_allowed: true },
      newcomer: { is_attached: false, is_allowed: true },
    });
    expect(rows.map((r) => r.name)).toEqual([...PORTAL_SERVICES, 'newcomer']);
    expect(rows.find((r) => r.name === 'bcb')?.status).toBe('attached');
    expect(rows.find((r) => r.name === 'narvi')?.status).toBe('available');
    expect(rows.find((r) => r.name === 'free_market')?.status).toBe('unavailable');
    expect(portalServiceRows(null)).toHaveLength(14);
  });

  it('defaults the route to {product} on the ibanflex theme, else to ibanflex (AC-2manager-05)', () => {
    expect(defaultPortalService('ibanflex')).toBe('{product}');
    expect(defaultPortalService('{product}')).toBe('ibanflex');
    expect(defaultPortalService('finovo')).toBe('ibanflex');
    expect(defaultPortalService('')).toBe('ibanflex');
  });

  it('opens on the named service, else the first attached, else the first available', () => {
    const rows = portalServiceRows({
      narvi: { is_attached: false, is_allowed: true },
      klarpay: { is_attached: true, is_allowed: true },
    });
    expect(selectedPortalService('narvi', rows)).toBe('narvi');
    expect(selectedPortalService('ibanflex', rows)).toBe('klarpay');
    expect(
      selectedPortalService(undefined, portalServiceRows({ narvi: { is_allowed: true } })),
    ).toBe('narvi');
    expect(selectedPortalService(null, portalServiceRows({}))).toBe('free_market');
    expect(selectedPortalService(null, [])).toBeNull();
  });

  it('opens only http(s) sign-in urls', () => {
    expect(safeSignInUrl({ url: 'https://portal.test/x?y=1' })).toBe('https://portal.test/x?y=1');
    expect(safeSignInUrl({ url: 'javascript:alert(1)' })).toBeNull();
    expect(safeSignInUrl({ url: 'not a url' })).toBeNull();
    expect(safeSignInUrl(null)).toBeNull();
    expect(safeWebUrl('  ')).toBeNull();
    expect(safeWebUrl(42)).toBeNull();
  });

  it('moves a remote account on only to fiat accounts of its currency', () => {
    const accounts = [
      { id: 1, name: 'EUR main', currency: 'EUR', currency_unit: { currency_type: 'fiat' } },
      { id: 2, name: 'GBP', currency: 'GBP', currency_unit: { currency_type: 'fiat' } },
      { id: 3, name: 'EUR two', currency: 'EUR' },
      { id: 4, name: 'odd', currency: 'EUR', currency_unit: { currency_type: 'crypto' } },
    ];
    expect(autoTransferTargets(accounts, 'EUR').map((a) => a.id)).toEqual([1, 3]);
    expect(autoTransferTargets(accounts, undefined)).toEqual([]);
  });
});
