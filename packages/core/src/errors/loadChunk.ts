import type { ErrorOutcome } from './classifyError.js';
import { ERROR_CODE } from './texts.js';

/** A script chunk that has not arrived after this long counts as failed (PP-9-12). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Loads a screen's chunk (a dynamic import), failing with core's `error.chunkFailed` code
 * ('Loading chunk failed', PP-9-13) when it rejects or has not arrived within `timeoutMs`,
 * so no bundler's or network's words reach the user. The timer is cleared either way.
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (cause: unknown) => reject(new Error(ERROR_CODE.chunkFailed, { cause }));
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(error);
      },
    );
  });
}

/** The catalogue's error dialog (the client's `alert` event) saying a chunk failed. */
export const chunkFailedAlert = (): Extract<ErrorOutcome, { kind: 'server-error' }> => ({
  kind: 'server-error',
  message: ERROR_CODE.chunkFailed,
  button: ERROR_CODE.serverErrorButton,
  icon: 'error',
});
