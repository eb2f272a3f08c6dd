import { describe, expect, it } from 'vitest';
import { screenProps, trustedParentOrigin } from './embedParent.js';

const allowed = ['https://partner.example'];

describe('trustedParentOrigin', () => {
  it('trusts a declared parent in the allowlist that the browser confirms', () => {
    expect(
      trustedParentOrigin('https://partner.example/page', ['https://partner.example'], allowed),
    ).toBe('https://partner.example');
    expect(trustedParentOrigin('https://partner.example', undefined, allowed)).toBe(
      'https://partner.example',
    );
  });

  it('refuses a parent that is missing, malformed, not allowed, or not the real ancestor', () => {
    expect(trustedParentOrigin(null, undefined, allowed)).toBeNull();
    expect(trustedParentOrigin('not a url', undefined, allowed)).toBeNull();
    expect(trustedParentOrigin('https://evil.example', undefined, allowed)).toBeNull();
    expect(
      trustedParentOrigin('https://partner.example', ['https://evil.example'], allowed),
    ).toBeNull();
  });
});

describe('screenProps', () => {
  it('passes on only the declared props, coerced by their kinds', () => {
    const query = new URLSearchParams(
      'sell=EUR&agentId=12&syncUrl=&simplified=off&token=abc&parent=https://x',
    );
    expect(
      screenProps(query, {
        sell: 'string',
        agentId: 'number',
        syncUrl: 'boolean',
        simplified: 'boolean',
      }),
    ).toEqual({ sell: 'EUR', agentId: 12, syncUrl: true, simplified: false });
  });
});
