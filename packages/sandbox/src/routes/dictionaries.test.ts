import { DictionaryFiles, DictionarySummary } from '@flexportal/core/contract';
import { describe, expect, it } from 'vitest';
import { json, sandboxSuite } from '../testing/harness.js';

const { h, tokens } = sandboxSuite({ logins: ['reader'] });

describe('dictionaries (PP-7.3-01, AC-7mgr-37)', () => {
  it('gives a summary with urls and versioned files, each file fetchable', async () => {
    expect(await h.status('GET', '/dictionaries')).toBe(401);
    const summary = DictionarySummary.parse(
      (await json(await h.call('GET', '/dictionaries', { token: tokens.reader }))).data,
    );
    for (const name of [
      'countries',
      'fiat_currencies',
      'crypto_currencies',
      'crypto_networks',
      'company_features',
      'free_market_sectors',
      'free_market_payment_purposes',
      'bcb_purpose_codes',
    ]) {
      expect(summary[name]?.file).toMatch(new RegExp(`^${name}\\.[0-9a-f]{10}\\.json$`));
    }
    const url = new URL(summary.crypto_networks?.url as string);
    const file = await json(
      await h.call('GET', url.pathname.replace('/api/v2', ''), { token: tokens.reader }),
    );
    expect(file.data.USDT).toEqual(['ethereum']);
    expect(await h.status('GET', '/dictionaries/files/nope', { token: tokens.reader })).toBe(404);
  });

  it('serves every dictionary file in the shape of the contract the widgets read', async () => {
    const summary = DictionarySummary.parse(
      (await json(await h.call('GET', '/dictionaries', { token: tokens.reader }))).data,
    );
    const files: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(summary)) {
      const path = new URL(entry.url).pathname.replace('/api/v2', '');
      files[name] = (await json(await h.call('GET', path, { token: tokens.reader }))).data;
    }
    expect(Object.keys(files).sort()).toEqual(Object.keys(DictionaryFiles.shape).sort());
    expect(() => DictionaryFiles.parse(files)).not.toThrow();
  });

  it('serves every ISO 3166-1 country by code, not a handful (issue 38)', async () => {
    const file = await json(
      await h.call('GET', '/dictionaries/files/countries', { token: tokens.reader }),
    );
    const codes = (file.data as Array<{ code: string; name: string }>).map((c) => c.code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(249);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(codes).toEqual(expect.arrayContaining(['AF', 'DE', 'JP', 'ZW']));
  });
});
