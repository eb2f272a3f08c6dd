import { describe, expect, it } from 'vitest';
import { crmFrameUrl } from './crmFrameUrl.js';

const host = { href: 'https://crm.example/app/page', origin: 'https://crm.example' };

describe('crmFrameUrl', () => {
  it.each([undefined, null, '', '   '])('raises "Url missing" for %j (AC-1-12)', (url) => {
    expect(() => crmFrameUrl(url, host)).toThrow(new Error('Url missing'));
  });

  it('adds the host origin as crm_parent, keeping the page and its query', () => {
    expect(crmFrameUrl('https://portal.example/manager?x=1', host).href).toBe(
      'https://portal.example/manager?x=1&crm_parent=https%3A%2F%2Fcrm.example',
    );
  });

  it('resolves a relative url against the host page', () => {
    expect(crmFrameUrl('/portal/', host).origin).toBe('https://crm.example');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://[not a host',
  ])('refuses %s', (url) => {
    expect(() => crmFrameUrl(url, host)).toThrow(/Flexportal/);
  });

  it('accepts a matching allowedOrigin and refuses another', () => {
    expect(crmFrameUrl('https://portal.example/', host, 'https://portal.example').origin).toBe(
      'https://portal.example',
    );
    expect(() =>
      crmFrameUrl('https://portal.example.evil.test/', host, 'https://portal.example'),
    ).toThrow(/not the allowed origin/);
    expect(() => crmFrameUrl('https://portal.example/', host, 'not a url')).toThrow(
      /not the allowed origin/,
    );
  });
});
