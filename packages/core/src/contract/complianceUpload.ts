/** Largest compliance document accepted: 1 MiB (under the API's 2 MB request limit). */
export const DOCUMENT_MAX_BYTES = 1024 * 1024;

/** Document types accepted for compliance files, told apart by their first bytes. */
const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** A document type accepted for compliance files. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The extensions each type may carry, so a renamed file is refused as well. */
const EXTENSIONS: Readonly<Record<DocumentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/**
 * The document type of `bytes` by content sniffing (PDF `%PDF-`, PNG signature, JPEG SOI
 * marker), or null: the name or the declared type of an upload is never trusted.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** Why a document is refused: the codes the client translates and the server's messages. */
export type DocumentProblem = 'empty' | 'too-large' | 'wrong-type' | 'name-mismatch';

/** The server's message for each refusal (English; the client shows its own translations). */
export const DOCUMENT_PROBLEM_MESSAGES: Readonly<Record<DocumentProblem, string>> = {
  empty: 'The file is empty.',
  'too-large': 'The file may be at most 1 MB.',
  'wrong-type': 'Upload a PDF, PNG or JPEG document.',
  'name-mismatch': "The file's name does not match its content.",
};

/**
 * Checks a document before it is stored: not empty, at most {@link DOCUMENT_MAX_BYTES}, a
 * sniffed type of {@link DOCUMENT_TYPES} and a file name whose extension agrees with it (a
 * renamed executable or a PDF called `.png` is refused). `bytes` may be only the first few
 * bytes when the client checks before uploading.
 */
export function checkDocument(file: {
  name: string;
  size: number;
  bytes: Uint8Array;
}): { ok: true; type: DocumentType } | { ok: false; problem: DocumentProblem } {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'too-large' };
  const type = sniffDocumentType(file.bytes);
  if (!type) return { ok: false, problem: 'wrong-type' };
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS[type].includes(ext)) return { ok: false, problem: 'name-mismatch' };
  return { ok: true, type };
}
