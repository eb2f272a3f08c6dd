import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  sniffAttachmentType,
  TICKET_ATTACHMENT_MAX_BYTES,
} from './ticketAttachments.js';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffAttachmentType', () => {
  it('recognises PDF, PNG, JPEG and GIF by their signatures', () => {
    expect(sniffAttachmentType(text('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffAttachmentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffAttachmentType(text('GIF89a....'))).toBe('image/gif');
  });

  it('takes UTF-8 text as plain text, and refuses binary whatever it is called', () => {
    expect(sniffAttachmentType(text('Invoice 42\r\nAmount: 10.00 €\n'))).toBe('text/plain');
    // An executable's header (MZ) with NUL bytes: no name can make it a PDF.
    expect(sniffAttachmentType(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeNull();
    expect(sniffAttachmentType(bytes(0xc3, 0x28))).toBeNull();
    expect(sniffAttachmentType(bytes())).toBeNull();
  });
});

describe('attachmentProblem', () => {
  const file = (name: string, size: number) => ({ name, size });

  it('accepts up to three files of up to 500 KB', () => {
    expect(attachmentProblem([])).toBeNull();
    expect(
      attachmentProblem([file('a', 1), file('b', 2), file('c', TICKET_ATTACHMENT_MAX_BYTES)]),
    ).toBeNull();
  });

  it('names the first problem: too many, too large, empty', () => {
    expect(attachmentProblem([file('a', 1), file('b', 1), file('c', 1), file('d', 1)])).toEqual({
      kind: 'too-many',
      max: 3,
    });
    expect(attachmentProblem([file('big.pdf', TICKET_ATTACHMENT_MAX_BYTES + 1)])).toEqual({
      kind: 'too-large',
      name: 'big.pdf',
      maxBytes: TICKET_ATTACHMENT_MAX_BYTES,
    });
    expect(attachmentProblem([file('none.txt', 0)])).toEqual({ kind: 'empty', name: 'none.txt' });
  });
});
