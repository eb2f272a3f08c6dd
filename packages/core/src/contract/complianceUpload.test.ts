import { describe, expect, it } from 'vitest';
import { checkDocument, DOCUMENT_MAX_BYTES, sniffDocumentType } from './complianceUpload.js';

const pdf = new TextEncoder().encode('%PDF-1.4\n%test');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const exe = new TextEncoder().encode('MZ\x90\x00this program cannot be run');

describe('sniffDocumentType', () => {
  it('tells PDF, PNG and JPEG apart by their first bytes', () => {
    expect(sniffDocumentType(pdf)).toBe('application/pdf');
    expect(sniffDocumentType(png)).toBe('image/png');
    expect(sniffDocumentType(jpeg)).toBe('image/jpeg');
  });
  it('knows nothing else', () => {
    expect(sniffDocumentType(exe)).toBeNull();
    expect(sniffDocumentType(new Uint8Array([0x25, 0x50]))).toBeNull();
  });
});

describe('checkDocument', () => {
  it('accepts a PDF and an image whose names agree with their content', () => {
    expect(checkDocument({ name: 'passport.PDF', size: pdf.length, bytes: pdf })).toEqual({
      ok: true,
      type: 'application/pdf',
    });
    expect(checkDocument({ name: 'bill.jpeg', size: jpeg.length, bytes: jpeg })).toMatchObject({
      ok: true,
      type: 'image/jpeg',
    });
  });
  it('refuses an empty file, a too large one, a wrong type and a renamed one', () => {
    expect(checkDocument({ name: 'a.pdf', size: 0, bytes: new Uint8Array() })).toEqual({
      ok: false,
      problem: 'empty',
    });
    expect(checkDocument({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES + 1, bytes: pdf })).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(checkDocument({ name: 'a.pdf', size: DOCUMENT_MAX_BYTES, bytes: pdf })).toMatchObject({
      ok: true,
    });
    expect(checkDocument({ name: 'setup.pdf', size: exe.length, bytes: exe })).toEqual({
      ok: false,
      problem: 'wrong-type',
    });
    expect(checkDocument({ name: 'scan.png', size: pdf.length, bytes: pdf })).toEqual({
      ok: false,
      problem: 'name-mismatch',
    });
  });
});
