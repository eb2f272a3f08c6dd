import { describe, expect, it } from 'vitest';
import { envelope, parseFrameToHost, parseHostToFrame } from './protocol.js';

describe('frame protocol: schema checks on every message', () => {
  it('accepts well-formed, stamped messages', () => {
    expect(parseFrameToHost(envelope({ type: 'resize', height: 120.2 }))).toEqual({
      type: 'resize',
      height: 121,
    });
    expect(parseFrameToHost(envelope({ type: 'ready', screen: 'rate' }))).toEqual({
      type: 'ready',
      screen: 'rate',
    });
    expect(parseHostToFrame(envelope({ type: 'locale', locale: 'de' }))).toEqual({
      type: 'locale',
      locale: 'de',
    });
    // A font family may be quoted; a scheme goes with the tokens, only light or dark.
    expect(
      parseHostToFrame(
        envelope({ type: 'theme', tokens: { font: '"Inter", sans-serif' }, scheme: 'dark' }),
      ),
    ).toEqual({ type: 'theme', tokens: { font: '"Inter", sans-serif' }, scheme: 'dark' });
    expect(
      parseHostToFrame({ ...envelope({ type: 'theme', tokens: {} }), scheme: 'sepia' }),
    ).toBeNull();
    // A partner's texts: one text, or one per locale; anything else refused whole.
    const messages = { 'withdrawal.submit': 'Pay now', 'login.email': { de: 'Mail' } };
    expect(parseHostToFrame(envelope({ type: 'messages', messages }))).toEqual({
      type: 'messages',
      messages,
    });
    expect(
      parseHostToFrame(envelope({ type: 'messages', messages: { 'a.b': { xx: 'no' } } } as never)),
    ).toBeNull();
    expect(
      parseHostToFrame(envelope({ type: 'messages', messages: { 'a b<': 'key' } })),
    ).toBeNull();
    // A refresh carries nothing: what else came with it is dropped.
    expect(parseHostToFrame({ ...envelope({ type: 'refresh' }), keys: ['x'] })).toEqual({
      type: 'refresh',
    });
    expect(
      parseHostToFrame(
        envelope({ type: 'theme', tokens: { primary: '#ff0000', bg: 'rgb(1, 2, 3)' } }),
      ),
    ).toEqual({
      type: 'theme',
      tokens: { primary: '#ff0000', bg: 'rgb(1, 2, 3)' },
    });
  });

  it.each([
    null,
    'ready',
    { type: 'ready', screen: 'rate' },
    { protocol: 'flexportal', v: 2, type: 'ready', screen: 'rate' },
    envelope({ type: 'resize', height: Number.NaN }),
    envelope({ type: 'resize', height: 1e9 }),
    { ...envelope({ type: 'ready', screen: 'rate' }), type: 'navigate' },
    envelope({ type: 'event', name: 'Bad Name', detail: 1 }),
  ])('rejects a malformed frame message %#', (data) => {
    expect(parseFrameToHost(data)).toBeNull();
  });

  it.each([
    envelope({ type: 'locale', locale: 'xx' }),
    envelope({ type: 'theme', tokens: { primary: 'red; background: url(https://evil)' } }),
    envelope({ type: 'theme', tokens: { '--primary': '#fff' } }),
    envelope({ type: 'theme', tokens: { bg: 'url(https://evil.example/x.png)' } }),
    envelope({ type: 'theme', tokens: { bg: 'rgb(1,2,3) image(x)' } }),
    { ...envelope({ type: 'locale', locale: 'en' }), v: 0 },
  ])('rejects a malformed host message %#', (data) => {
    expect(parseHostToFrame(data)).toBeNull();
  });
});

describe('frame protocol: the CRM context message (additive to version 1)', () => {
  const context = {
    user_id: '4',
    user_zuid: null,
    user_email: 'reader@acme.test',
    domain: 'portal.example',
    organization_id: '1',
  };

  it('accepts a context of strings and nulls, keeping only its five fields', () => {
    expect(parseFrameToHost(envelope({ type: 'context', context }))).toEqual({
      type: 'context',
      context,
    });
    const signedOut = {
      user_id: null,
      user_zuid: null,
      user_email: null,
      domain: 'portal.example',
      organization_id: null,
    };
    expect(parseFrameToHost(envelope({ type: 'context', context: signedOut }))).toEqual({
      type: 'context',
      context: signedOut,
    });
    const extra = { ...context, token: 'secret' };
    expect(parseFrameToHost({ ...envelope({ type: 'context', context }), context: extra })).toEqual(
      { type: 'context', context },
    );
  });

  it.each([
    { ...envelope({ type: 'context', context }), context: null },
    { ...envelope({ type: 'context', context }), context: [context] },
    { ...envelope({ type: 'context', context }), context: { ...context, user_id: 4 } },
    { ...envelope({ type: 'context', context }), context: { ...context, user_email: '' } },
    { ...envelope({ type: 'context', context }), context: { ...context, domain: 'x'.repeat(254) } },
    { ...envelope({ type: 'context', context }), context: { ...context, user_zuid: undefined } },
    { ...envelope({ type: 'context', context }), context: { ...context, organization_id: {} } },
    {
      ...envelope({ type: 'context', context }),
      context: { user_id: '4', user_email: 'a@b.test', domain: 'd.test', organization_id: '1' },
    },
    { ...envelope({ type: 'context', context }), v: 2 },
    { type: 'context', context },
  ])('rejects a malformed context message %#', (data) => {
    expect(parseFrameToHost(data)).toBeNull();
  });

  it('is not something a host may send to the frame', () => {
    expect(parseHostToFrame(envelope({ type: 'context', context }))).toBeNull();
  });
});
