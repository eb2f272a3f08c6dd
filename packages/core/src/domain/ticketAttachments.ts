/**
 * Attachment rules of support tickets (issue 20; docs/decisions.md): at most
 * {@link TICKET_ATTACHMENT_MAX_COUNT} files per message, each at most
 * {@link TICKET_ATTACHMENT_MAX_BYTES}, of a type sniffed from the content, never the name.
 * The sandbox's 2 MB request limit must hold the lot, hence these numbers.
 */
export const TICKET_ATTACHMENT_MAX_COUNT = 3;

/** Largest attachment: 500 KB. */
export const TICKET_ATTACHMENT_MAX_BYTES = 500 * 1024;

/** Content types an attachment may have. */
const TICKET_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
] as const;

/** A content type of {@link TICKET_ATTACHMENT_TYPES}. */
export type TicketAttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/** Plain text: valid UTF-8 without NUL or other control bytes than tab, CR and LF. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  for (const b of bytes) if (b === 0 || (b < 32 && b !== 9 && b !== 10 && b !== 13)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type of a file from its first bytes (PDF, PNG, JPEG, GIF signatures, else UTF-8
 * text), or null when it is none of the accepted ones. The file's name plays no part, so an
 * executable renamed `invoice.pdf` is refused.
 */
export function sniffAttachmentType(bytes: Uint8Array): TicketAttachmentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  return isPlainText(bytes) ? 'text/plain' : null;
}

/** Why a set of files cannot be attached; the first problem only. */
export type AttachmentProblem =
  | { kind: 'too-many'; max: number }
  | { kind: 'too-large'; name: string; maxBytes: number }
  | { kind: 'empty'; name: string };

/**
 * The count and size checks of a message's files, shared by the form (before upload) and
 * the server; the type check needs the bytes ({@link sniffAttachmentType}).
 */
export function attachmentProblem(
  files: ReadonlyArray<{ name: string; size: number }>,
): AttachmentProblem | null {
  if (files.length > TICKET_ATTACHMENT_MAX_COUNT)
    return { kind: 'too-many', max: TICKET_ATTACHMENT_MAX_COUNT };
  for (const f of files) {
    if (f.size === 0) return { kind: 'empty', name: f.name };
    if (f.size > TICKET_ATTACHMENT_MAX_BYTES)
      return { kind: 'too-large', name: f.name, maxBytes: TICKET_ATTACHMENT_MAX_BYTES };
  }
  return null;
}
