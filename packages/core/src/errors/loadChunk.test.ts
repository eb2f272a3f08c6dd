import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, chunkFailedAlert, loadChunk } from './loadChunk.js';
import { ERROR_CODE } from './texts.js';

describe('a screen chunk load (PP-9-12, PP-9-13)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 120 s, then fails with the chunk-failure code', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    let settled: unknown = 'pending';
    loadChunk(() => new Promise(() => undefined)).then(
      (v) => {
        settled = v;
      },
      (e: Error) => {
        settled = e.message;
      },
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(ERROR_CODE.chunkFailed);
  });

  it('turns a failed import into the code, never the bundler’s words', async () => {
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch module')));
    await expect(failed).rejects.toThrow(ERROR_CODE.chunkFailed);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes an arrived chunk on and clears its timer', async () => {
    await expect(loadChunk(() => Promise.resolve('screen'))).resolves.toBe('screen');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says so through the catalogue’s error dialog', () => {
    expect(chunkFailedAlert()).toEqual({
      kind: 'server-error',
      message: 'error.chunkFailed',
      button: 'error.serverErrorButton',
      icon: 'error',
    });
  });
});
