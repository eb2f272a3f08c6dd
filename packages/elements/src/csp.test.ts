import { describe, expect, it } from 'vitest';
import { cspDirectives, cspHeader } from './csp.js';

describe('cspDirectives', () => {
  it('asks only for script, connect and (frame mode) frame sources, never unsafe-*', () => {
    const d = cspDirectives({
      apiOrigin: 'https://api.example/api/v2',
      cdnOrigin: 'https://cdn.example/sdk/1.0/flexportal.js',
      portalOrigin: 'https://portal.example/',
    });
    expect(d).toEqual({
      'script-src': ['https://cdn.example'],
      'connect-src': ['https://api.example'],
      'frame-src': ['https://portal.example'],
    });
    expect(JSON.stringify(d)).not.toMatch(/unsafe/);
  });

  it('defaults the CDN to self and formats a header fragment', () => {
    expect(cspHeader({ apiOrigin: 'http://127.0.0.1:8080/api/v2' })).toBe(
      "script-src 'self'; connect-src http://127.0.0.1:8080",
    );
  });

  it("lets the page fetch its token endpoint: its own path as 'self', another origin by origin", () => {
    const api = 'https://api.example/api/v2';
    expect(
      cspDirectives({ apiOrigin: api, tokenEndpoint: '/partner/token' })['connect-src'],
    ).toEqual(['https://api.example', "'self'"]);
    expect(
      cspDirectives({ apiOrigin: api, tokenEndpoint: 'https://auth.partner.example/t?x=1' })[
        'connect-src'
      ],
    ).toEqual(['https://api.example', 'https://auth.partner.example']);
    expect(
      cspDirectives({ apiOrigin: api, tokenEndpoint: 'https://api.example/token' })['connect-src'],
    ).toEqual(['https://api.example']);
  });
});
