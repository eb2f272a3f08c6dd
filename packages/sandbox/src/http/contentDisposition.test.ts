import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition.js';

describe('contentDisposition (RFC 6266, RFC 5987; R16.6)', () => {
  it('gives an ASCII filename and the exact UTF-8 name as filename*', () => {
    expect(contentDisposition('Zahlungen €.xlsx')).toBe(
      `attachment; filename="Zahlungen _.xlsx"; filename*=UTF-8''Zahlungen%20%E2%82%AC.xlsx`,
    );
    expect(contentDisposition('report-7.csv')).toBe(
      `attachment; filename="report-7.csv"; filename*=UTF-8''report-7.csv`,
    );
    expect(contentDisposition('Überweisung März.pdf', { prefix: 'errors-' })).toBe(
      `attachment; filename="errors-Uberweisung Marz.pdf"; filename*=UTF-8''errors-%C3%9Cberweisung%20M%C3%A4rz.pdf`,
    );
    // Astral characters are one stand-in each; ' ( ) * are not attr-chars and are escaped.
    expect(contentDisposition("支払い 😀 (o'k)*.xlsx")).toBe(
      `attachment; filename="___ _ (o'k)*.xlsx"; filename*=UTF-8''%E6%94%AF%E6%89%95%E3%81%84%20%F0%9F%98%80%20%28o%27k%29%2A.xlsx`,
    );
  });

  it('keeps quotes, backslashes, percent signs, paths and line breaks out of the header', () => {
    const header = contentDisposition('..\\evil/"a%41\r\nSet-Cookie: x.pdf');
    expect(header).toBe(
      `attachment; filename="_a_41Set-Cookie: x.pdf"; filename*=UTF-8''%22a%2541Set-Cookie%3A%20x.pdf`,
    );
    expect(contentDisposition('', { fallback: 'file-3' })).toContain('filename="file-3"');
    expect(contentDisposition('dir/')).toContain('filename="download"');
    // An unpaired surrogate (not encodable as UTF-8) becomes U+FFFD instead of throwing.
    expect(contentDisposition('a\uD800.txt')).toBe(
      `attachment; filename="a_.txt"; filename*=UTF-8''a%EF%BF%BD.txt`,
    );
  });

  it('is accepted by Headers for any name (a non-Latin-1 header value was the 500)', () => {
    for (const name of ['Zahlungen €.xlsx', '日本語.pdf', '\u0000\u001f.csv', 'ÿ.txt', '😀']) {
      expect(() => new Headers({ 'Content-Disposition': contentDisposition(name) })).not.toThrow();
      expect(contentDisposition(name)).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('is the one way every route writes Content-Disposition', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const line of readFileSync(path, 'utf8').split('\n')) {
            if (
              /['"]Content-Disposition['"]\s*:/i.test(line) &&
              !line.includes('contentDisposition(')
            ) {
              offenders.push(`${path}: ${line.trim()}`);
            }
          }
        }
      }
    };
    walk(join(import.meta.dirname, '..'));
    expect(offenders).toEqual([]);
  });
});
