import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY, readScheme, toPortalTheme } from './portalTheme.js';

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
