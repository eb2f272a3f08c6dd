import { describe, expect, it } from 'vitest';
import { imageKind } from './imageKind.js';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const webp = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [1, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );

describe('imageKind: an avatar by its content', () => {
  it('knows png, jpeg and webp by their first bytes', () => {
    expect(imageKind(new Uint8Array(png))).toBe('image/png');
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageKind(new Uint8Array(webp))).toBe('image/webp');
  });

  it('refuses anything else, a script named .png included', () => {
    expect(imageKind(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(imageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(imageKind(new Uint8Array([]))).toBeNull();
  });
});
