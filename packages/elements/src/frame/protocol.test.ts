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
