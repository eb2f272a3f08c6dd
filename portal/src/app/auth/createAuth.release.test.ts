import { createClient, createMemoryStorage } from '@flexportal/core';
import { describe, expect, it } from 'vitest';
import { fileSandbox } from '../../../../tests/support/fileSandbox.js';
import { createAuth } from './createAuth.js';

// PP-2.2-10 on a page whose client kept the user from an earlier page (issue 26): the first
// navigation still asks the server, whose answer carries the release the guard compares.
// Against the real sandbox.
const server = fileSandbox({ releaseVersion: '0.1.0' });

describe('the portal’s first navigation with a kept user (PP-2.2-10)', () => {
  it('asks auth/me once, so the server’s release is known; later navigations read the cache', async () => {
    const storage = createMemoryStorage();
    const first = createClient({ baseURL: server().apiUrl, storage });
    await first.session.login('manager@acme.test', server().demoPassword);

    // The next page: a new client over the same storage, counting its calls to auth/me.
    let asked = 0;
    const next = createClient({
      baseURL: server().apiUrl,
      storage,
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/auth/me')) asked++;
        return fetch(input, init);
      },
    });
    expect(next.cache.peek('auth/me')).toMatchObject({ email: 'manager@acme.test' });
    expect(next.serverRelease()).toBeNull();

    const auth = createAuth(next);
    expect(await auth.loadUser()).toMatchObject({ email: 'manager@acme.test' });
    expect(asked).toBe(1);
    expect(next.serverRelease()).toBe('0.1.0');

    auth.store.setState({ user: null });
    await auth.loadUser();
    expect(asked).toBe(1);
  });
});
