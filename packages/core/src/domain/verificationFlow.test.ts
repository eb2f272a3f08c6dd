import { describe, expect, it } from 'vitest';
import type { ComplianceFile, ComplianceTracking } from '../contract/compliance.js';
import {
  fileBunches,
  filesProgress,
  serviceToShow,
  stageSteps,
  trackingToVerify,
  uploadPercent,
} from './verificationFlow.js';

const file = (
  id: number,
  status: ComplianceFile['status'],
  bunch = 'identity',
): ComplianceFile => ({
  id,
  compliance_tracking_id: 1,
  bunch,
  name: `File ${id}`,
  kind: 'document',
  status,
  decline_reason: status === 'declined' ? 'Blurred' : null,
  file_name: null,
  size: null,
  signed: false,
});

const tracking = (over: Partial<ComplianceTracking> = {}): ComplianceTracking => ({
  id: 1,
  entity: 'user',
  entity_id: 9,
  category: 'REGISTRATION',
  status: 'open',
  stages: ['files', 'form', 'final'],
  stage: 'files',
  files: [file(1, 'submitted'), file(2, 'draft', 'address'), file(3, 'declined', 'address')],
  required_files_bunches: [
    { key: 'identity', file_ids: [1] },
    { key: 'address', file_ids: [3, 2, 99] },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('verification flow rules', () => {
  it('works on the newest tracking that is not verified', () => {
    expect(trackingToVerify([])).toBeNull();
    expect(trackingToVerify([tracking({ id: 5, status: 'verified' })])).toBeNull();
    const picked = trackingToVerify([
      tracking({ id: 2 }),
      tracking({ id: 7, status: 'declined' }),
      tracking({ id: 9, status: 'verified' }),
    ]);
    expect(picked?.id).toBe(7);
  });

  it('groups files by bunch in the order the tracking gives, skipping unknown ids', () => {
    const bunches = fileBunches(tracking());
    expect(bunches.map((b) => [b.key, b.files.map((f) => f.id)])).toEqual([
      ['identity', [1]],
      ['address', [3, 2]],
    ]);
  });

  it('counts handed-in files; a declined one is not', () => {
    expect(filesProgress(tracking())).toEqual({ done: 1, total: 3 });
  });

  it('marks stages done, current and to come', () => {
    expect(stageSteps(tracking({ stage: 'form' }))).toEqual([
      { stage: 'files', state: 'done' },
      { stage: 'form', state: 'current' },
      { stage: 'final', state: 'todo' },
    ]);
  });

  it('sends the address to the stage the tracking is at', () => {
    expect(serviceToShow(tracking({ stage: 'form' }), undefined)).toBe('form');
    expect(serviceToShow(tracking({ stage: 'form' }), 'files')).toBe('form');
    expect(serviceToShow(tracking({ stage: 'form' }), 'form')).toBeNull();
  });

  it('gives whole upload percents', () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 4)).toBe(100);
  });
});
