import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarKind, avatarProblem } from './avatarRules.js';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const webp = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [1, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

describe('avatarKind: an avatar by its content (AC-7admin-04, PP-7.2-15)', () => {
  it('knows png, jpeg and webp by their first bytes', () => {
    expect(avatarKind(new Uint8Array(png))).toBe('image/png');
    expect(avatarKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(avatarKind(new Uint8Array(webp))).toBe('image/webp');
  });

  it('refuses anything else, a script named .png included', () => {
    expect(avatarKind(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(avatarKind(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(avatarKind(new Uint8Array(webp.slice(0, 8)))).toBeNull();
    expect(avatarKind(new Uint8Array([]))).toBeNull();
  });
});

describe('avatarProblem: the check before an upload', () => {
  it('accepts png, jpeg and webp up to 512 KB', () => {
    expect(avatarProblem({ size: 1, type: 'image/png' })).toBeNull();
    expect(avatarProblem({ size: AVATAR_MAX_BYTES, type: 'image/jpeg' })).toBeNull();
    expect(avatarProblem({ size: 10, type: 'image/webp' })).toBeNull();
  });

  it('says what is wrong: nothing chosen, empty, another type, one byte too large', () => {
    expect(avatarProblem(null)).toBe('missing');
    expect(avatarProblem({ size: 0, type: 'image/png' })).toBe('empty');
    expect(avatarProblem({ size: 10, type: 'image/svg+xml' })).toBe('type');
    expect(avatarProblem({ size: 10, type: 'image/gif' })).toBe('type');
    expect(avatarProblem({ size: 10, type: '' })).toBe('type');
    expect(avatarProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' })).toBe('too-large');
  });
});
