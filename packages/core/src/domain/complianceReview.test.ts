import { describe, expect, it } from 'vitest';
import { fileReviewActions } from './complianceReview.js';

describe('fileReviewActions', () => {
  it('approves and declines a submitted document, and opens it', () => {
    expect(
      fileReviewActions({ status: 'submitted', kind: 'document', file_name: 'a.pdf' }),
    ).toEqual({ approve: true, decline: true, open: true });
  });
  it('only declines a verified file; a signature has nothing to open', () => {
    expect(fileReviewActions({ status: 'verified', kind: 'signature', file_name: null })).toEqual({
      approve: false,
      decline: true,
      open: false,
    });
  });
  it('leaves a draft or declined file to the company', () => {
    for (const status of ['draft', 'declined'] as const)
      expect(fileReviewActions({ status, kind: 'document', file_name: 'old.png' })).toEqual({
        approve: false,
        decline: false,
        open: true,
      });
    expect(fileReviewActions({ status: 'draft', kind: 'document', file_name: null }).open).toBe(
      false,
    );
  });
});
