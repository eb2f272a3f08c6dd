import { envelope } from '@flexportal/elements/frame';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AuthState, PortalUser } from '../auth/createAuth.js';
import { connectCrmParent } from './connectCrmParent.js';

const HOST = 'https://crm.example';
const reader: PortalUser = {
  id: 4,
  email: 'reader@acme.test',
  company: { id: 1 } as NonNullable<PortalUser['company']>,
};
const readerContext = {
  user_id: '4',
  user_zuid: null,
  user_email: 'reader@acme.test',
  domain: 'portal.example',
  organization_id: '1',
};
const nobody = {
  user_id: null,
  user_zuid: null,
  user_email: null,
  domain: null,
  organization_id: null,
};

function setup(search: string, { ancestors = [HOST], allowed = [HOST], signedIn = false } = {}) {
  const postMessage = vi.fn();
  const parent = { postMessage };
  const win = {
    location: { search, hostname: 'portal.example', ancestorOrigins: ancestors },
    parent,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  } as unknown as Window;
  const users = createStore<AuthState>(() => ({ user: null }));
  const session = { signedIn };
  const loadAllowlist = vi.fn(async () => allowed);
  const onHostMessage = vi.fn();
  const stop = connectCrmParent({
    window: win,
    users,
    signedIn: () => session.signedIn,
    loadAllowlist,
    onHostMessage,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Delivers a message event to the bridge's listener, as the browser would. */
  const receive = (origin: string, data: unknown, source: unknown = parent) => {
    const add = win.addEventListener as unknown as ReturnType<typeof vi.fn>;
    for (const [type, listener] of add.mock.calls) {
      if (type === 'message') (listener as (e: unknown) => void)({ origin, data, source });
    }
  };
  return { postMessage, users, session, loadAllowlist, onHostMessage, receive, stop, flush };
}

afterEach(() => vi.restoreAllMocks());

describe('connectCrmParent: the portal posts its context to a trusted CRM host only', () => {
  it('does nothing without ?crm_parent=', async () => {
    const { postMessage, loadAllowlist, flush } = setup('?parent=https://crm.example');
    await flush();
    expect(loadAllowlist).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['outside the allowlist', `?crm_parent=${HOST}`, { allowed: ['https://other.example'] }],
    ['not the real ancestor', `?crm_parent=${HOST}`, { ancestors: ['https://evil.example'] }],
    ['malformed', '?crm_parent=not-a-url', {}],
  ])('posts nothing to a host %s, and logs why', async (_, search, options) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { postMessage, users, flush } = setup(search, options);
    await flush();
    users.setState({ user: reader });
    expect(postMessage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
  });

  it('posts on start, sign-in and sign-out, to the exact host origin, only on change', async () => {
    const { postMessage, users, session, flush } = setup(
      `?crm_parent=${encodeURIComponent(`${HOST}/some/page`)}`,
    );
    await flush();
    expect(postMessage).toHaveBeenLastCalledWith(
      envelope({ type: 'context', context: nobody }),
      HOST,
    );

    session.signedIn = true;
    users.setState({ user: reader });
    expect(postMessage).toHaveBeenLastCalledWith(
      envelope({ type: 'context', context: readerContext }),
      HOST,
    );
    users.setState({ user: { ...reader } }); // same user reloaded: nothing new to tell
    expect(postMessage).toHaveBeenCalledTimes(2);

    session.signedIn = false;
    users.setState({ user: null });
    expect(postMessage).toHaveBeenLastCalledWith(
      envelope({ type: 'context', context: nobody }),
      HOST,
    );
    for (const [data, origin] of postMessage.mock.calls) {
      expect(origin).toBe(HOST);
      expect(Object.keys(data.context)).toHaveLength(5);
    }
  });

  it("passes the host's theme and locale on, and nothing from another origin or source", async () => {
    const { onHostMessage, receive, flush } = setup(`?crm_parent=${HOST}`);
    await flush();
    receive(HOST, envelope({ type: 'locale', locale: 'ja' }));
    receive(HOST, envelope({ type: 'theme', tokens: { primary: '#123456' } }));
    receive('https://evil.example', envelope({ type: 'locale', locale: 'de' }));
    receive(HOST, envelope({ type: 'locale', locale: 'de' }), {});
    receive(HOST, { type: 'locale', locale: 'de' });
    receive(HOST, envelope({ type: 'theme', tokens: { primary: 'url(https://x)' } }));
    expect(onHostMessage.mock.calls).toEqual([
      [{ type: 'locale', locale: 'ja' }],
      [{ type: 'theme', tokens: { primary: '#123456' } }],
    ]);
  });

  it('waits for the user while a session is loading, instead of posting nulls', async () => {
    const { postMessage, users, flush } = setup(`?crm_parent=${HOST}`, { signedIn: true });
    await flush();
    expect(postMessage).not.toHaveBeenCalled();
    users.setState({ user: reader });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      envelope({ type: 'context', context: readerContext }),
      HOST,
    );
  });

  it('stops posting when stopped, even before the allowlist arrived', async () => {
    const { postMessage, users, stop, flush } = setup(`?crm_parent=${HOST}`);
    stop();
    await flush();
    users.setState({ user: reader });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('logs, and posts nothing, when the allowlist cannot be loaded (AC-8-13)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const postMessage = vi.fn();
    const win = {
      location: { search: `?crm_parent=${HOST}`, hostname: 'p', ancestorOrigins: [HOST] },
      parent: { postMessage },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    connectCrmParent({
      window: win,
      users: createStore<AuthState>(() => ({ user: reader })),
      signedIn: () => true,
      loadAllowlist: () => Promise.reject(new Error('offline')),
      onHostMessage: vi.fn(),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(postMessage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('[flexportal] CRM bridge could not start:', expect.any(Error));
  });
});
