import { describe, expect, it } from 'vitest';
import { failureOf, hostFailure } from './hostFailure.js';

const answered = (status: number, headers: Record<string, string> = {}, data: unknown = {}) => ({
  response: new Response(null, { status, headers }),
  data,
});

describe('hostFailure: a status and a code, never words', () => {
  it.each([
    [422, 'validation'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [400, 'rejected'],
    [500, 'server-error'],
    [503, 'server-error'],
  ])('%i reads %s', (status, code) => {
    expect(hostFailure(answered(status, {}, { message: 'Secret words' }))).toEqual({
      status,
      code,
    });
  });
  it('a 503 with the maintenance or remote-portal header says which', () => {
    expect(hostFailure(answered(503, { 'X-Maintenance': '1' })).code).toBe('maintenance');
    expect(hostFailure(answered(503, { 'X-Remote-Portal-Status': '1' })).code).toBe(
      'remote-portal',
    );
  });
  it('an exception (no answer) is unreachable, its message left out', () => {
    expect(hostFailure(new TypeError('fetch failed at 10.0.0.1'))).toEqual({
      status: 0,
      code: 'unreachable',
    });
  });
});

describe('failureOf: an answer the submit flow already classified', () => {
  it('reads the status below 500 and the outcome above', () => {
    expect(failureOf(422, 'validation')).toEqual({ status: 422, code: 'validation' });
    expect(failureOf(409, 'duplicate')).toEqual({ status: 409, code: 'rejected' });
    expect(failureOf(503, 'maintenance')).toEqual({ status: 503, code: 'maintenance' });
    expect(failureOf(503, 'remote-portal')).toEqual({ status: 503, code: 'remote-portal' });
    expect(failureOf(502, 'server-error')).toEqual({ status: 502, code: 'server-error' });
  });
});
