import { describe, expect, it } from 'vitest';
import {
  backgroundImage,
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  readScheme,
  supportMailto,
  toPortalTheme,
} from './portalTheme.js';

describe('white-label theme (AC-1-03, PP-1-07, PP-1-11)', () => {
  it('defaults to the spec colours and name', () => {
    expect(toPortalTheme(null)).toMatchObject({
      name: 'Flexportal',
      primary: DEFAULT_PRIMARY,
      secondary: DEFAULT_SECONDARY,
    });
    expect(DEFAULT_PRIMARY).toBe('#0d6efd');
    expect(DEFAULT_SECONDARY).toBe('#6c757d');
  });

  it("reads the spec's field names and shorter ones, and refuses a colour that is not one", () => {
    expect(
      toPortalTheme({
        name: 'Acme',
        logo_url: '/l.png',
        favicon: '/f.ico',
        primary_color: '#112233',
      }),
    ).toMatchObject({
      name: 'Acme',
      logo: '/l.png',
      favicon: '/f.ico',
      primary: '#112233',
    });
    expect(toPortalTheme({ primary_color: 'red; background:url(x)' }).primary).toBe(
      DEFAULT_PRIMARY,
    );
  });

  it('keeps the scheme, dark by default', () => {
    expect(readScheme({ getItem: () => null })).toBe('dark');
    expect(readScheme({ getItem: () => 'light' })).toBe('light');
  });
});

describe('the white label background and support e-mail (AC-1-03, PP-1-06)', () => {
  const base = 'https://portal.example/manager';
  it('puts background_url behind the page as a closed url(), resolved, http(s) only', () => {
    expect(toPortalTheme({ background_url: '/img/bg.png' }).background).toBe('/img/bg.png');
    expect(backgroundImage('/img/bg.png', base)).toBe('url("https://portal.example/img/bg.png")');
    expect(backgroundImage('https://cdn.example/a b".png', base)).toBe(
      'url("https://cdn.example/a%20b%22.png")',
    );
    expect(backgroundImage('javascript:alert(1)', base)).toBeNull();
    expect(backgroundImage(null, base)).toBeNull();
  });

  it('links support_email as one mailto address, nothing else', () => {
    expect(toPortalTheme({ support_email: 'help@acme.test' }).supportEmail).toBe('help@acme.test');
    expect(supportMailto('help@acme.test')).toBe('mailto:help@acme.test');
    expect(supportMailto('a@b.test?cc=evil@x.test')).toBeNull();
    expect(supportMailto('a@b.test, c@d.test')).toBeNull();
    expect(supportMailto('nobody')).toBeNull();
    expect(supportMailto(null)).toBeNull();
  });
});
