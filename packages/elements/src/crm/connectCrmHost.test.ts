import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../frame/protocol.js';
import { connectCrmHost } from './connectCrmHost.js';

const PORTAL = 'https://portal.example';
const context = {
  user_id: '4',
  user_zuid: null,
  user_email: 'reader@acme.test',
  domain: 'portal.example',
  organization_id: '1',
};

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

function connect(overrides: Partial<Parameters<typeof connectCrmHost>[0]> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const onContext = vi.fn();
  const onMessage = vi.fn();
  const onError = vi.fn();
  const host = connectCrmHost({
    url: `${PORTAL}/manager`,
    container,
    onContext,
    onMessage,
    onError,
    ...overrides,
  });
  return { host, container, onContext, onMessage, onError };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('connectCrmHost', () => {
  it.each(['', '  ', undefined])(
    'raises "Url missing" for %j, logs it, and frames nothing',
    (url) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const container = document.createElement('div');
      expect(() => connectCrmHost({ url: url as string, container })).toThrow(
        new Error('Url missing'),
      );
      expect(log).toHaveBeenCalledWith('[flexportal] CRM host could not start:', expect.any(Error));
      expect(container.childElementCount).toBe(0);
    },
  );

  it('frames the portal with the host origin as crm_parent, sandboxed', () => {
    const { host, container } = connect({ title: 'Banking' });
    expect(container.lastElementChild).toBe(host.iframe);
    const src = new URL(host.iframe.src);
    expect(src.origin + src.pathname).toBe(`${PORTAL}/manager`);
    expect(src.searchParams.get('crm_parent')).toBe(window.location.origin);
    expect(host.iframe.title).toBe('Banking');
    expect(host.iframe.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
  });

  it('R10: hears only the iframe at the url origin, and only well-formed messages', () => {
    const { host, onContext, onMessage } = connect();
    const frameWindow = host.iframe.contentWindow;
    const valid = envelope({ type: 'context', context });
    for (let i = 0; i < 100; i++) post(valid, `https://evil${i}.example`, frameWindow);
    post(valid, 'https://portal.example.evil.test', frameWindow);
    post(valid, PORTAL, window); // right origin, wrong window
    post({ ...valid, context: { ...context, user_id: 4 } }, PORTAL, frameWindow);
    post({ type: 'context', context }, PORTAL, frameWindow);
    expect(onContext).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();

    post(valid, PORTAL, frameWindow);
    expect(onContext).toHaveBeenCalledExactlyOnceWith(context);
    expect(onMessage).toHaveBeenCalledExactlyOnceWith({ type: 'context', context });
  });

  it('passes the portal errors to onError', () => {
    const { host, onError } = connect();
    post(envelope({ type: 'error', message: 'boom' }), PORTAL, host.iframe.contentWindow);
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('boom'));
  });

  it('refuses a url outside allowedOrigin', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => connect({ allowedOrigin: 'https://other.example' })).toThrow(
      /not the allowed origin/,
    );
  });

  it('sends only to the portal origin, and close stops listening and removes the frame', () => {
    const { host, container, onContext } = connect();
    const frameWindow = host.iframe.contentWindow;
    if (!frameWindow) throw new Error('no frame window');
    const postMessage = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
    host.send({ type: 'locale', locale: 'de' });
    expect(postMessage).toHaveBeenCalledWith(envelope({ type: 'locale', locale: 'de' }), PORTAL);

    host.close();
    expect(container.childElementCount).toBe(0);
    post(envelope({ type: 'context', context }), PORTAL, frameWindow);
    expect(onContext).not.toHaveBeenCalled();
  });
});
