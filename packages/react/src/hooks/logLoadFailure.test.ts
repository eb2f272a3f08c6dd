import { describe, expect, it, vi } from 'vitest';
import { logLoadFailure } from './logLoadFailure.js';

describe('logLoadFailure', () => {
  it("logs a server's answer as its one line, anything else as the error itself", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answered = Object.assign(new Error('[GET] "a/companies": 403 Forbidden'), {
      response: new Response(null, { status: 403 }),
      status: 403,
    });
    logLoadFailure('a/companies', answered);
    expect(warn).toHaveBeenLastCalledWith(
      '[flexportal] a/companies load failed',
      '[GET] "a/companies": 403 Forbidden',
    );
    const bug = new TypeError('x is undefined');
    logLoadFailure('list', bug);
    expect(warn).toHaveBeenLastCalledWith('[flexportal] list load failed', bug);
    warn.mockRestore();
  });
});
