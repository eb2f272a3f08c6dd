import { SCREENS } from '@flexportal/react/registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFrameElements } from '../defineFrameElements.js';
import { FRAME_READY_TIMEOUT_MS, frameSrc, queryValue } from './framedElement.js';
import { envelope, type FrameToHost, REFRESH_EVENT, THEME_EVENT } from './protocol.js';
import { registerFramedElements } from './registerFramedElements.js';

const PORTAL = 'https://portal.example';
const options = {
  portalUrl: `${PORTAL}/app/`,
  locale: 'de',
  messages: { 'withdrawal.submit': 'Pay now' },
  tokens: { primary: '#123456' },
};
const parent = globalThis.location.origin;

/** The element's iframe, and its query without the `parent` parameter. */
function frameOf(element: Element) {
  const frame = element.shadowRoot?.querySelector('iframe');
  if (!frame) throw new Error('no iframe');
  const src = new URL(frame.src);
  return { frame, src, query: Object.fromEntries(src.searchParams) };
}

/** A message from the frame's window at `origin`, as the browser would deliver it. */
function fromFrame(frame: HTMLIFrameElement, message: FrameToHost, origin = PORTAL) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: envelope(message),
      origin,
      source: frame.contentWindow,
    }),
  );
}

afterEach(() => document.body.replaceChildren());

describe('frameSrc and queryValue: props pass raw, coerced once in the portal', () => {
  it('puts the props in the query in order, an empty boolean attribute as an empty value', () => {
    expect(frameSrc(`${PORTAL}/x/`, 'rate', { sell: 'EUR', buy: 'USD' }, 'https://p.test')).toBe(
      `${PORTAL}/embed/rate?sell=EUR&buy=USD&parent=https%3A%2F%2Fp.test`,
    );
    expect(
      frameSrc(PORTAL, 'withdrawal', { flexpspDeposit: '', amount: undefined }, 'https://p.test'),
    ).toBe(`${PORTAL}/embed/withdrawal?flexpspDeposit=&parent=https%3A%2F%2Fp.test`);
  });

  it('stringifies values set from script, JSON-encodes json props, removes null', () => {
    expect(queryValue('number', 42)).toBe('42');
    expect(queryValue('boolean', false)).toBe('false');
    expect(queryValue('string', '12.50')).toBe('12.50');
    expect(queryValue('json', { a: [1, '2'] })).toBe('{"a":[1,"2"]}');
    expect(queryValue('json', '{"a":1}')).toBe('{"a":1}');
    expect(queryValue('number', null)).toBeUndefined();
    expect(queryValue('string', undefined)).toBeUndefined();
  });
});

describe('defineFrameElements: every frame screen of the registry, no React', () => {
  it('defines the registry’s frame screens once, from its data alone', () => {
    const frameTags = SCREENS.filter((s) => s.frame).map((s) => s.tag);
    expect(frameTags.length).toBeGreaterThan(0);
    expect(defineFrameElements(options)).toEqual(frameTags);
    expect(defineFrameElements(options)).toEqual([]);
    for (const tag of frameTags) expect(customElements.get(tag)).toBeDefined();
  });

  it('points the iframe at /embed/<name> with raw attributes, title and sandbox', () => {
    defineFrameElements(options);
    document.body.innerHTML =
      '<flexportal-withdrawal amount="12.50" transaction-id="7" flexpsp-deposit></flexportal-withdrawal>';
    const { frame, src, query } = frameOf(document.body.firstElementChild as Element);
    expect(src.origin + src.pathname).toBe(`${PORTAL}/embed/withdrawal`);
    expect(query).toEqual({ amount: '12.50', transactionId: '7', flexpspDeposit: '', parent });
    expect(frame.title).toBe('Flexportal withdrawal');
    expect(frame.getAttribute('part')).toBe('frame');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin');
  });

  it('re-points the frame once for several changes, from attributes and properties', async () => {
    defineFrameElements(options);
    const element = document.createElement('flexportal-withdrawal') as HTMLElement &
      Record<string, unknown>;
    element.setAttribute('amount', '1');
    document.body.append(element);
    const { frame } = frameOf(element);
    const first = frame.src;
    const sets = vi.spyOn(frame, 'src', 'set');
    element.setAttribute('amount', '2.75');
    element.transactionId = 42;
    element.flexpspDeposit = false;
    expect(element.transactionId).toBe('42');
    await Promise.resolve();
    expect(sets).toHaveBeenCalledOnce();
    expect(frameOf(element).query).toEqual({
      amount: '2.75',
      transactionId: '42',
      flexpspDeposit: 'false',
      parent,
    });
    element.removeAttribute('amount');
    element.transactionId = null;
    element.flexpspDeposit = undefined;
    await Promise.resolve();
    expect(frameOf(element).query).toEqual({ parent });
    expect(frame.src).not.toBe(first);
  });

  it('takes a property set before its tag was defined', () => {
    const element = document.createElement('fp-test-early') as HTMLElement & { amount?: unknown };
    element.amount = 5;
    document.body.append(element);
    registerFramedElements(options, [
      { tag: 'fp-test-early', name: 'rate', props: { amount: 'number' }, events: {} },
    ]);
    expect(frameOf(element).query).toEqual({ amount: '5', parent });
    expect(element.amount).toBe('5');
  });
});

describe('framed element and its frame: the protocol, at the portal origin only', () => {
  it("sends locale, the partner's texts and theme on ready, sizes itself, re-dispatches declared events", () => {
    defineFrameElements(options);
    document.body.innerHTML = '<flexportal-withdrawal></flexportal-withdrawal>';
    const element = document.body.firstElementChild as HTMLElement;
    const { frame } = frameOf(element);
    // jsdom gives an iframe in a shadow root no window: one that records what it is sent.
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    const heard = vi.fn();
    document.addEventListener('submitted', heard);

    fromFrame(frame, { type: 'ready', screen: 'withdrawal' });
    expect(post.mock.calls).toEqual([
      [envelope({ type: 'locale', locale: 'de' }), PORTAL],
      [envelope({ type: 'messages', messages: { 'withdrawal.submit': 'Pay now' } }), PORTAL],
      [envelope({ type: 'theme', tokens: { primary: '#123456' } }), PORTAL],
    ]);
    fromFrame(frame, { type: 'resize', height: 321 });
    expect(frame.style.height).toBe('321px');

    // Wrong origin, and an event the screen does not declare: nothing happens.
    fromFrame(frame, { type: 'event', name: 'submitted', detail: 1 }, 'https://evil.example');
    fromFrame(frame, { type: 'event', name: 'navigate', detail: 1 });
    fromFrame(frame, { type: 'resize', height: 9 }, 'https://evil.example');
    expect(heard).not.toHaveBeenCalled();
    expect(frame.style.height).toBe('321px');

    const detail = { transaction_id: 7, amount: '3.25' };
    fromFrame(frame, { type: 'event', name: 'submitted', detail });
    expect(heard).toHaveBeenCalledOnce();
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual(detail);
    expect(event.target).toBe(element);
    expect([event.bubbles, event.composed]).toEqual([true, true]);

    // Removed from the page: the bridge is closed and the frame gone.
    element.remove();
    fromFrame(frame, { type: 'event', name: 'submitted', detail });
    expect(heard).toHaveBeenCalledOnce();
    expect(element.shadowRoot?.querySelector('iframe')).toBeNull();
    document.removeEventListener('submitted', heard);
  });

  it("passes the host's refresh (flexportal-refresh) on to its frame, until removed", () => {
    defineFrameElements(options);
    document.body.innerHTML = '<flexportal-transactions></flexportal-transactions>';
    const element = document.body.firstElementChild as HTMLElement;
    const { frame } = frameOf(element);
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    document.dispatchEvent(new Event(REFRESH_EVENT));
    expect(post.mock.calls).toEqual([[envelope({ type: 'refresh' }), PORTAL]]);
    element.remove();
    document.dispatchEvent(new Event(REFRESH_EVENT));
    expect(post).toHaveBeenCalledOnce();
  });

  it('a frame that loads but never says ready (refused, failed) says so and fires load-error', () => {
    vi.useFakeTimers();
    try {
      defineFrameElements(options);
      document.body.innerHTML =
        '<flexportal-rate></flexportal-rate><flexportal-accounts></flexportal-accounts>';
      const [refused, fine] = [...document.body.children] as HTMLElement[];
      const heard: Array<{ target: EventTarget | null; detail: unknown }> = [];
      document.addEventListener('load-error', (e) =>
        heard.push({ target: e.target, detail: (e as CustomEvent).detail }),
      );
      const bad = frameOf(refused as Element).frame;
      const good = frameOf(fine as Element).frame;
      // jsdom gives these frames no window: each its own, so a message names its sender.
      for (const f of [bad, good])
        Object.defineProperty(f, 'contentWindow', { value: { postMessage: vi.fn() } });
      bad.dispatchEvent(new Event('load'));
      good.dispatchEvent(new Event('load'));
      fromFrame(good, { type: 'ready', screen: 'accounts' });
      vi.advanceTimersByTime(FRAME_READY_TIMEOUT_MS - 1);
      expect(heard).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(heard).toEqual([{ target: refused, detail: { file: bad.src } }]);
      expect(refused?.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
        'Loading chunk failed',
      );
      expect(bad.hidden).toBe(true);
      expect(fine?.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
      // The frame's own `error` message fails it at once, once.
      fromFrame(good, { type: 'error', message: 'Unknown screen' });
      fromFrame(good, { type: 'error', message: 'Unknown screen' });
      expect(heard).toHaveLength(2);
      expect(heard[1]?.target).toBe(fine);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the scheme with the tokens, and a scheme alone when no token is set', () => {
    registerFramedElements({ portalUrl: PORTAL, scheme: 'dark' }, [
      { tag: 'fp-test-scheme', name: 'rate', props: {}, events: {} },
    ]);
    document.body.innerHTML = '<fp-test-scheme></fp-test-scheme>';
    const { frame } = frameOf(document.body.firstElementChild as Element);
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    fromFrame(frame, { type: 'ready', screen: 'rate' });
    expect(post.mock.calls).toEqual([
      [envelope({ type: 'theme', tokens: {}, scheme: 'dark' }), PORTAL],
    ]);
  });

  it("sends a ready frame the page's theme again when the followed host scheme changed", () => {
    const page = { portalUrl: PORTAL, scheme: 'light' as 'light' | 'dark', tokens: {} };
    registerFramedElements(page, [{ tag: 'fp-test-live', name: 'rate', props: {}, events: {} }]);
    document.body.innerHTML = '<fp-test-live></fp-test-live>';
    const { frame } = frameOf(document.body.firstElementChild as Element);
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    // Not ready yet: nothing sent; its ready reads the theme of the moment.
    document.dispatchEvent(new Event(THEME_EVENT));
    expect(post).not.toHaveBeenCalled();
    fromFrame(frame, { type: 'ready', screen: 'rate' });
    Object.assign(page, { scheme: 'dark', tokens: { bg: '#1b1f23' } });
    document.dispatchEvent(new Event(THEME_EVENT));
    expect(post.mock.calls).toEqual([
      [envelope({ type: 'theme', tokens: {}, scheme: 'light' }), PORTAL],
      [envelope({ type: 'theme', tokens: { bg: '#1b1f23' }, scheme: 'dark' }), PORTAL],
    ]);
  });
});
