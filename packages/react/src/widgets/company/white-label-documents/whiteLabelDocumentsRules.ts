import { WHITE_LABEL_DOCUMENT_COLUMNS, WHITE_LABEL_DOCUMENT_TYPES } from '@flexportal/core';

/** One white-label document as the client keeps it, whatever the server sent around it. */
export interface WhiteLabelDocument {
  document_type: string;
  title: string;
  content: string;
  /** Image URL per column, null where none was uploaded. */
  images: Readonly<Record<string, string | null>>;
}

/** The form's draft: `<type>.title` and `<type>.content`, the keys the server's errors use. */
export type DocumentsDraft = Record<string, string>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
// Only a safe kind of URL may become an image's src: a path, or http(s).
const imageSrc = (v: unknown) =>
  typeof v === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(v) ? v : null;

/**
 * Reads `company/white-label/documents` tolerantly: a list of documents, or an object of
 * them by type; a type this client does not know is kept and shown generically; entries
 * without a type, and images that are not path or http(s) URLs, are dropped.
 */
export function toDocuments(data: unknown): WhiteLabelDocument[] {
  const entries: unknown[] = Array.isArray(data)
    ? data
    : isRecord(data)
      ? Object.entries(data).map(([type, doc]) => ({
          document_type: type,
          ...(isRecord(doc) ? doc : {}),
        }))
      : [];
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const type = text(entry.document_type).trim();
    if (!type || seen.has(type)) return [];
    seen.add(type);
    const images = isRecord(entry.images) ? entry.images : {};
    return [
      {
        document_type: type,
        title: text(entry.title),
        content: text(entry.content),
        images: Object.fromEntries(Object.entries(images).map(([k, v]) => [k, imageSrc(v)])),
      },
    ];
  });
}

/** Whether this client has texts for a document type. */
export const isKnownType = (type: string): type is (typeof WHITE_LABEL_DOCUMENT_TYPES)[number] =>
  (WHITE_LABEL_DOCUMENT_TYPES as readonly string[]).includes(type);

/** Whether this client has texts for an image column. */
export const isKnownColumn = (
  column: string,
): column is (typeof WHITE_LABEL_DOCUMENT_COLUMNS)[number] =>
  (WHITE_LABEL_DOCUMENT_COLUMNS as readonly string[]).includes(column);

/** An unknown type's or column's name made readable: `cookie_policy` becomes `Cookie policy`. */
export function readableName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The image columns a document offers: the ones the server names, else the known ones. */
export function columnsOf(doc: WhiteLabelDocument): string[] {
  const named = Object.keys(doc.images);
  return named.length ? named : [...WHITE_LABEL_DOCUMENT_COLUMNS];
}

/** The draft of loaded documents. */
export function documentsDraft(docs: readonly WhiteLabelDocument[]): DocumentsDraft {
  return Object.fromEntries(
    docs.flatMap((d) => [
      [`${d.document_type}.title`, d.title],
      [`${d.document_type}.content`, d.content],
    ]),
  );
}

/** The body of `PUT company/white-label/documents`: each document's title (trimmed) and text. */
export function documentsBody(
  draft: DocumentsDraft,
  docs: readonly WhiteLabelDocument[],
): Record<string, { title: string; content: string }> {
  return Object.fromEntries(
    docs.map((d) => [
      d.document_type,
      {
        title: (draft[`${d.document_type}.title`] ?? '').trim(),
        content: draft[`${d.document_type}.content`] ?? '',
      },
    ]),
  );
}
