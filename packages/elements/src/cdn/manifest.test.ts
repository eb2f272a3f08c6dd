import { describe, expect, it } from 'vitest';
import { bucketOf, bucketPart, filesFor } from './buckets.mjs';
import type { CdnManifest } from './manifest.js';
import { readScriptConfig } from './readScriptConfig.js';

const manifest: CdnManifest = {
  runtime: 'runtime.js',
  screens: { 'flexportal-rate': 'screens/rate.js' },
  imports: {
    'runtime.js': ['chunks/shared-a.js'],
    'screens/rate.js': ['chunks/shared-a.js', 'chunks/shared-b.js'],
    'chunks/shared-b.js': ['chunks/shared-a.js'],
  },
  integrity: {
    'runtime.js': 'sha384-r',
    'chunks/shared-a.js': 'sha384-a',
    'chunks/shared-b.js': 'sha384-b',
    'screens/rate.js': 'sha384-rate',
  },
  buckets: ['manifest-0.js', 'manifest-1.js'],
};

describe('filesFor', () => {
  it('lists an entry and everything it imports, once each, entry first', () => {
    expect(filesFor(manifest, 'screens/rate.js')).toEqual([
      'screens/rate.js',
      'chunks/shared-a.js',
      'chunks/shared-b.js',
    ]);
  });
});

describe('bucketOf', () => {
  it('puts a tag in the same bucket every time, within the count', () => {
    const tags = Array.from({ length: 48 }, (_, i) => `flexportal-screen-${i}`);
    const buckets = tags.map((tag) => bucketOf(tag, 8));
    expect(tags.map((tag) => bucketOf(tag, 8))).toEqual(buckets);
    expect(buckets.every((b) => Number.isInteger(b) && b >= 0 && b < 8)).toBe(true);
    // Spread: 48 tags leave no bucket empty and none with more than twice its share.
    const counts = Array.from({ length: 8 }, (_, n) => buckets.filter((b) => b === n).length);
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
  });
});

describe('bucketPart', () => {
  it("holds its tags' files and hashes, never the runtime's, and the other bucket nothing", () => {
    const index = bucketOf('flexportal-rate', 2);
    expect(bucketPart(manifest, index, 2)).toEqual({
      screens: { 'flexportal-rate': 'screens/rate.js' },
      imports: { 'screens/rate.js': ['chunks/shared-b.js'], 'chunks/shared-b.js': [] },
      integrity: { 'screens/rate.js': 'sha384-rate', 'chunks/shared-b.js': 'sha384-b' },
    });
    expect(bucketPart(manifest, 1 - index, 2)).toEqual({
      screens: {},
      imports: {},
      integrity: {},
    });
  });

  it('carries the reads its tags warm, and only theirs', () => {
    const warmed = { ...manifest, warm: { 'flexportal-rate': ['bankAccounts'] } };
    const index = bucketOf('flexportal-rate', 2);
    expect(bucketPart(warmed, index, 2).warm).toEqual({ 'flexportal-rate': ['bankAccounts'] });
    expect(bucketPart(warmed, 1 - index, 2).warm).toBeUndefined();
  });
});

describe('readScriptConfig', () => {
  function script(attrs: Record<string, string>) {
    const el = document.createElement('script');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    return el;
  }

  it('reads the data- attributes and the folder the loader came from', () => {
    const config = readScriptConfig(
      script({
        src: 'https://cdn.example/sdk/1.0/flexportal.js',
        'data-api-base': 'https://api.example/api/v2',
        'data-locale': 'de',
        'data-mode': 'frame',
        'data-portal-url': 'https://portal.example',
        'data-theme-primary': '#7b2cbf',
        'data-theme-font-size': '15px',
        'data-theme-empty': '',
      }),
    );
    expect(config).toEqual({
      apiBase: 'https://api.example/api/v2',
      locale: 'de',
      mode: 'frame',
      portalUrl: 'https://portal.example',
      baseUrl: 'https://cdn.example/sdk/1.0/',
      // data-theme-<token>: the partner's tokens by name, an empty one left out.
      tokens: { primary: '#7b2cbf', 'font-size': '15px' },
    });
  });

  it("reads the page's texts from window.FlexportalConfig, set before the tag", () => {
    const messages = { 'withdrawal.submit': 'Pay now', 'login.email': { de: 'Mail' } };
    Object.assign(globalThis, { FlexportalConfig: { messages } });
    try {
      const tag = script({ src: 'https://c/x.js', 'data-api-base': '/api/v2' });
      expect(readScriptConfig(tag).messages).toBe(messages);
    } finally {
      Reflect.deleteProperty(globalThis, 'FlexportalConfig');
    }
    const tag = script({ src: 'https://c/x.js', 'data-api-base': '/api/v2' });
    expect(readScriptConfig(tag)).not.toHaveProperty('messages');
  });

  it('defaults to inline mode and refuses a tag without data-api-base or src', () => {
    expect(
      readScriptConfig(
        script({ src: 'https://c/x.js', 'data-api-base': '/api/v2', 'data-mode': 'nonsense' }),
      ).mode,
    ).toBe('inline');
    expect(() => readScriptConfig(script({ src: 'https://c/x.js' }))).toThrow(/data-api-base/);
    expect(() =>
      readScriptConfig(
        script({ src: 'https://c/x.js', 'data-api-base': '/api/v2', 'data-mode': 'frame' }),
      ),
    ).toThrow(/data-portal-url/);
    expect(() => readScriptConfig(null)).toThrow(/script src/);
  });

  it('reads the theme and a token endpoint (made absolute), never a token', () => {
    const config = readScriptConfig(
      script({
        src: 'https://c/x.js',
        'data-api-base': '/api/v2',
        'data-theme': 'dark',
        'data-token-endpoint': '/partner/flexportal-token',
        'data-token': 'eyJ.should.be.ignored',
      }),
    );
    expect(config.theme).toBe('dark');
    expect(config.tokenEndpoint).toBe(new URL('/partner/flexportal-token', document.baseURI).href);
    expect(JSON.stringify(config)).not.toContain('eyJ');
  });

  it('refuses a language the screens do not speak', () => {
    expect(() =>
      readScriptConfig(
        script({ src: 'https://c/x.js', 'data-api-base': '/a', 'data-locale': 'xx' }),
      ),
    ).toThrow(/data-locale="xx" is not one of en, es, de, ja, fr/);
  });
});
