import { describe, expect, it } from 'vitest';

describe('core under plain Node', () => {
  it('imports without a DOM and creates a client without touching one', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const core = await import('@flexportal/core');
    const client = core.createClient({ baseURL: 'http://127.0.0.1:1/api/v2' });
    expect(client.baseURL).toBe('http://127.0.0.1:1/api/v2');
  });
});
