import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Harness, harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

// Issue 26: the spec's client headers make every cross-origin call non-simple; a cached
// preflight is what keeps that from costing a round trip before every request.
it('answers a partner page preflight with the headers it asks for and a 10-minute Max-Age', async () => {
  const res = await h.call('OPTIONS', '/manager/bank-accounts', {
    headers: {
      Origin: 'http://127.0.0.1:5173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,x-client-version,x-browser-id',
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  expect(res.headers.get('access-control-max-age')).toBe('600');
  const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  for (const header of ['authorization', 'x-client-version', 'x-browser-id', 'x-otp-code']) {
    expect(allowed).toContain(header);
  }
});

it('gives an origin outside the allowlist no CORS answer to cache', async () => {
  const res = await h.call('OPTIONS', '/manager/bank-accounts', {
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
});
