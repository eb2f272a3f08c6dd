import { describe, expect, it } from 'vitest';
import { companyValues, toCompanyBody, toggled } from './companyRules.js';

describe('company edit rules (AC-7admin-11, AC-3)', () => {
  const company = {
    enabled: false,
    enabled_features: {
      affiliation: false,
      crypto: true,
      portals: false,
      psp_portal: false,
      create_accounts: true,
    },
    company_types: ['WHITE_LABEL', 'REGULAR'],
    node_type: 'SUB',
  };

  it('reads the features that are on and the types in their fixed order', () => {
    expect(companyValues(company)).toEqual({
      enabled: false,
      enabled_features: ['crypto', 'create_accounts'],
      company_types: ['REGULAR', 'WHITE_LABEL'],
      node_type: 'SUB',
    });
    expect(companyValues({ ...company, node_type: undefined }).node_type).toBe('ROOT');
  });

  it('toggles an item in or out keeping the order of all', () => {
    const all = ['a', 'b', 'c'];
    expect(toggled(all, ['c'], 'a', true)).toEqual(['a', 'c']);
    expect(toggled(all, ['a', 'c'], 'a', false)).toEqual(['c']);
    expect(toggled(all, ['a'], 'a', true)).toEqual(['a']);
  });

  it('sends every field, unknown features and types dropped', () => {
    expect(
      toCompanyBody({
        enabled: true,
        enabled_features: ['portals', 'teleport', 'crypto'],
        company_types: ['FEE_REGULAR'],
        node_type: 'ROOT',
      }),
    ).toEqual({
      enabled: true,
      enabled_features: ['crypto', 'portals'],
      company_types: ['FEE_REGULAR'],
      node_type: 'ROOT',
    });
  });
});
