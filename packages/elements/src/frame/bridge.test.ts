import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectToFrame, connectToHost } from './bridge.js';
import { envelope } from './protocol.js';

const FRAME_ORIGIN = 'https://portal.example';

function frameWithWindow() {
  const postMessage = vi.fn();
  const contentWindow = { postMessage } as unknown as Window;
  const frame = { contentWindow } as unknown as HTMLIFrameElement;
  return { frame, contentWindow, postMessage };
}

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

afterEach(() => vi.restoreAllMocks());

describe('R10 host bridge: exact origin and window, schema checked', () => {
  it('ignores 100 messages from wrong origins and malformed ones from the right one', () => {
    const { frame, contentWindow } = frameWithWindow();
    const onMessage = vi.fn();
    const bridge = connectToFrame({ frame, frameOrigin: FRAME_ORIGIN, onMessage });
    const valid = envelope({ type: 'resize', height: 300 });
    for (let i = 0; i < 100; i++) {
      post(valid, `https://evil${i}.example`, contentWindow);
    }
    post(valid, 'https://portal.example.evil.test', contentWindow);
    post(valid, FRAME_ORIGIN, window); // right origin, wrong window
    for (const bad of [null, {}, { type: 'resize', height: 1 }, { ...valid, v: 9 }, 'resize']) {
      post(bad, FRAME_ORIGIN, contentWindow);
    }
    console.log(
      `R10: 107 messages from wrong origins, another window or malformed: ${onMessage.mock.calls.length} state changes`,
    );
    expect(onMessage).not.toHaveBeenCalled();
    post(valid, FRAME_ORIGIN, contentWindow);
    expect(onMessage).toHaveBeenCalledOnce();
    expect(onMessage).toHaveBeenCalledWith({ type: 'resize', height: 300 });
    bridge.close();
    post(valid, FRAME_ORIGIN, contentWindow);
    expect(onMessage).toHaveBeenCalledOnce();
  });

  it('sends only to the frame origin, never to "*"', () => {
    const { frame, postMessage } = frameWithWindow();
    connectToFrame({ frame, frameOrigin: `${FRAME_ORIGIN}/some/path`, onMessage: () => {} }).send({
      type: 'locale',
      locale: 'fr',
    });
    expect(postMessage).toHaveBeenCalledWith(
      envelope({ type: 'locale', locale: 'fr' }),
      FRAME_ORIGIN,
    );
  });
});

describe('R10 frame bridge', () => {
  it('refuses a host origin outside the allowlist', () => {
    expect(() =>
      connectToHost({
        hostOrigin: 'https://evil.example',
        allowedOrigins: ['https://partner.example'],
        onMessage: () => {},
      }),
    ).toThrow(/may not embed/);
  });

  it('accepts only the parent window at the host origin, and posts to that origin', () => {
    const parentPost = vi.fn();
    const parent = { postMessage: parentPost } as unknown as Window;
    const listeners: Array<(e: MessageEvent) => void> = [];
    const win = {
      parent,
      addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
      removeEventListener: () => {},
    } as unknown as Window;
    const onMessage = vi.fn();
    const bridge = connectToHost({
      hostOrigin: 'https://partner.example',
      allowedOrigins: ['https://partner.example'],
      onMessage,
      window: win,
    });
    const deliver = (data: unknown, origin: string, source: unknown) => {
      for (const l of listeners) l({ data, origin, source } as MessageEvent);
    };
    const theme = envelope({ type: 'theme', tokens: { primary: '#123456' } });
    deliver(theme, 'https://evil.example', parent);
    deliver(theme, 'https://partner.example', {});
    deliver({ ...theme, tokens: { primary: 'url(x)' } }, 'https://partner.example', parent);
    expect(onMessage).not.toHaveBeenCalled();
    deliver(theme, 'https://partner.example', parent);
    expect(onMessage).toHaveBeenCalledWith({ type: 'theme', tokens: { primary: '#123456' } });
    bridge.send({ type: 'ready', screen: 'rate' });
    expect(parentPost).toHaveBeenCalledWith(
      envelope({ type: 'ready', screen: 'rate' }),
      'https://partner.example',
    );
  });
});
