import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  documentsBody,
  documentsDraft,
  isKnownType,
  readableName,
  toDocuments,
} from './whiteLabelDocumentsRules.js';

describe('white-label documents rules (AC-7mgr-11)', () => {
  it('reads a list, keeps unknown types, drops entries without a type and unsafe image URLs', () => {
    const docs = toDocuments([
      { document_type: 'imprint', title: 'Imprint', content: 'Acme', images: { header: '/x/1' } },
      { document_type: 'cookie_policy', title: 5, images: { banner: 'javascript:alert(1)' } },
      { title: 'no type' },
      'junk',
      { document_type: 'imprint', title: 'duplicate' },
    ]);
    expect(docs).toEqual([
      { document_type: 'imprint', title: 'Imprint', content: 'Acme', images: { header: '/x/1' } },
      { document_type: 'cookie_policy', title: '', content: '', images: { banner: null } },
    ]);
  });

  it('reads an object of documents by type, and nothing from anything else', () => {
    expect(toDocuments({ terms_and_conditions: { title: 'T' } })).toEqual([
      { document_type: 'terms_and_conditions', title: 'T', content: '', images: {} },
    ]);
    expect(toDocuments(null)).toEqual([]);
    expect(toDocuments('x')).toEqual([]);
  });

  it('names unknown types and columns readably, and offers the known columns by default', () => {
    expect(isKnownType('privacy_policy')).toBe(true);
    expect(isKnownType('cookie_policy')).toBe(false);
    expect(readableName('cookie_policy')).toBe('Cookie policy');
    const [doc] = toDocuments([{ document_type: 'x' }]);
    expect(columnsOf(doc as never)).toEqual(['header', 'footer']);
    expect(columnsOf({ document_type: 'x', title: '', content: '', images: { a: null } })).toEqual([
      'a',
    ]);
  });

  it('builds the draft and the body, keyed as the server keys its errors', () => {
    const docs = toDocuments([{ document_type: 'imprint', title: 'I', content: 'C' }]);
    const draft = documentsDraft(docs);
    expect(draft).toEqual({ 'imprint.title': 'I', 'imprint.content': 'C' });
    expect(documentsBody({ ...draft, 'imprint.title': '  New  ' }, docs)).toEqual({
      imprint: { title: 'New', content: 'C' },
    });
  });
});
